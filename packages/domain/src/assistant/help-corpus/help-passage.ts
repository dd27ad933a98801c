import type { Role } from '../../access/roles.ts';

/**
 * One short passage of Peri's help corpus: how a screen of the app is used, or a piece
 * of pet-care advice. Shipped with the app in Turkish and English under the same ids, so the
 * built-in answerer and the model's prompt can cite it, with a link to the screen it describes.
 */
export type HelpPassage = {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** The screen, as a hash-router path (`/owner/bookings`). */
  readonly href: string;
  /** Where the screen differs per role (a provider's own requests page): the path for that role. */
  readonly hrefByRole?: Partial<Record<Role, string>>;
  /** Other words people use for the same thing (synonyms, everyday spellings): searched, never shown. */
  readonly keywords: readonly string[];
  /** The roles it matters most to (ranked a little higher for them, with role consent). */
  readonly roles?: readonly Role[];
  /**
   * Who it is true for at all, whatever the consent: `members` (not admins: an admin never opens a
   * support ticket), `admins` (the back office). Everyone when absent.
   */
  readonly audience?: 'members' | 'admins';
};
