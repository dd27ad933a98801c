import type { ProviderRole } from '../access/roles.ts';

/**
 * The service catalogue: the services Patili prices, with their default prices
 * (lira). Sitters offer the care services per day; the others are priced by the provider's own
 * fee, the default being the starting suggestion. Admin-editable prices come with the pricing
 * back office. The labels are the `catalog` namespace of the message catalogue.
 */
export const SERVICE_CATALOG = {
  cat_care: { role: 'sitter', defaultPriceLira: 150 },
  dog_care: { role: 'sitter', defaultPriceLira: 250 },
  bird_care: { role: 'sitter', defaultPriceLira: 200 },
  rodent_care: { role: 'sitter', defaultPriceLira: 250 },
  reptile_care: { role: 'sitter', defaultPriceLira: 300 },
  exotic_care: { role: 'sitter', defaultPriceLira: 400 },
  dog_walking: { role: 'pet_walker', defaultPriceLira: 100 },
  vet_exam: { role: 'veterinarian', defaultPriceLira: 500 },
  vaccination: { role: 'veterinarian', defaultPriceLira: 300 },
  training_session: { role: 'trainer', defaultPriceLira: 400 },
} as const satisfies Record<string, { role: ProviderRole; defaultPriceLira: number }>;

export type ServiceKey = keyof typeof SERVICE_CATALOG;
export const SERVICE_KEYS = Object.keys(SERVICE_CATALOG) as ServiceKey[];

/** The services a sitter can offer, in the order the form lists them. */
export const SITTER_SERVICES = ['cat_care', 'dog_care', 'bird_care', 'rodent_care', 'reptile_care', 'exotic_care'] as const;
export type SitterService = (typeof SITTER_SERVICES)[number];

/** The services of a role. */
export const servicesOf = (role: ProviderRole): ServiceKey[] => SERVICE_KEYS.filter((key) => SERVICE_CATALOG[key].role === role);

export const isServiceKey = (value: unknown): value is ServiceKey => typeof value === 'string' && value in SERVICE_CATALOG;

/** Price bounds per provider role in lira; enforced with the admin pricing page. */
export const PRICE_BOUNDS_LIRA: Readonly<Record<ProviderRole, { min: number; max: number }>> = {
  sitter: { min: 50, max: 1000 },
  veterinarian: { min: 200, max: 2000 },
  pet_walker: { min: 80, max: 500 },
  trainer: { min: 100, max: 1500 },
};
