/** Every role a user row can hold. `none` means the user has not chosen a role yet. */
export const ROLES = ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'admin', 'none'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a user may pick for themselves (self-registration never offers admin). */
export const SELECTABLE_ROLES = ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'] as const;
export type SelectableRole = (typeof SELECTABLE_ROLES)[number];

/** The four roles that offer a service and receive bookings. */
export const PROVIDER_ROLES = ['sitter', 'veterinarian', 'pet_walker', 'trainer'] as const;
export type ProviderRole = (typeof PROVIDER_ROLES)[number];

/**
 * Role words accepted at registration. `caregiver` is the legacy word for a sitter and
 * `walker` for a pet walker.
 */
const ROLE_WORDS: Readonly<Record<string, Role>> = {
  owner: 'owner',
  caregiver: 'sitter',
  sitter: 'sitter',
  veterinarian: 'veterinarian',
  walker: 'pet_walker',
  pet_walker: 'pet_walker',
  trainer: 'trainer',
  admin: 'admin',
};

/** Reads a role word as a role; an unknown or missing word falls back to owner. */
export const normalizeRoleWord = (word: string | null | undefined): Role =>
  ROLE_WORDS[(word ?? '').trim().toLowerCase()] ?? 'owner';

/**
 * The role a self-registration asks for. Admin is a flag of the fixed admin account, never a
 * self-chosen role, so the word `admin` is read as the default, owner.
 */
export const signupRoleFromWord = (word: string | null | undefined): SelectableRole => {
  const role = normalizeRoleWord(word);
  return isSelectableRole(role) ? role : 'owner';
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const isSelectableRole = (value: unknown): value is SelectableRole =>
  typeof value === 'string' && (SELECTABLE_ROLES as readonly string[]).includes(value);

export const isProviderRole = (value: unknown): value is ProviderRole =>
  typeof value === 'string' && (PROVIDER_ROLES as readonly string[]).includes(value);

/** A stored role value read defensively: anything unknown is `none`. */
export const readRole = (value: unknown): Role => (isRole(value) ? value : 'none');
