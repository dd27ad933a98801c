import { IP_BLOCK_DURATIONS_HOURS } from '@patili/domain/security';

/**
 * The lengths an admin can block an address for: the contract's hours, and "until
 * removed". A Select carries strings, so each choice is the hours as text, or `forever`.
 */
export type BlockDurationChoice = `${(typeof IP_BLOCK_DURATIONS_HOURS)[number]}` | 'forever';

export const BLOCK_DURATION_CHOICES: readonly BlockDurationChoice[] = [
  ...IP_BLOCK_DURATIONS_HOURS.map((hours) => `${hours}` as BlockDurationChoice),
  'forever',
];

/** A day: the choice a block form starts with, long enough to stop an attack, short enough to lapse. */
export const DEFAULT_BLOCK_DURATION: BlockDurationChoice = '24';

export const isBlockDurationChoice = (value: string | null): value is BlockDurationChoice =>
  value !== null && (BLOCK_DURATION_CHOICES as readonly string[]).includes(value);

/** The `durationHours` the server takes for a choice: null blocks until the admin removes it. */
export const durationHoursOf = (choice: BlockDurationChoice): number | null =>
  choice === 'forever' ? null : Number(choice);
