import type { Role } from './roles.ts';

/**
 * Who holds a permission: any signed-in verified user, any such user but the admin account
 * (`member`: what only the platform's users do, e.g. open a support ticket), the admin account, or
 * listed roles.
 */
type Holder = 'signed-in' | 'member' | 'admin' | readonly Role[];

/**
 * Every server permission, `verb:noun:scope`. The server's `requireAccess` checks these; the web's
 * `<Can>` reads the same table. Ownership (`:own`) is enforced again in each query's `where`.
 */
export const PERMISSIONS = {
  'update:role:own': 'signed-in',
  'update:locale:own': 'signed-in',
  'read:stats:all': 'admin',
  // Files: anyone signed in uploads; who may read a file is decided per file (its purpose).
  'create:file:own': 'signed-in',
  'read:file': 'signed-in',
  // Account pages: the profile and account settings.
  'read:account:own': 'signed-in',
  'update:account:own': 'signed-in',
  'update:password:own': 'signed-in',
  'delete:account:own': 'signed-in',
  'read:locations': 'signed-in',
  // Pets and their vaccination records (owner only; ownership checked in each query).
  'read:pet:own': ['owner'],
  'create:pet:own': ['owner'],
  'update:pet:own': ['owner'],
  'delete:pet:own': ['owner'],
  // Provider profiles: a provider edits their own, of their own kind only.
  'read:provider-profile:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'update:provider-profile:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // Discovery: owners browse providers and open their public profiles.
  'browse:providers': ['owner'],
  // Bookings: owners ask for a quote, book and cancel; providers answer and complete;
  // both sides read their own bookings (only its owner and its provider: checked in each query)
  // and review each other once it is completed.
  'create:booking:own': ['owner'],
  'cancel:booking:own': ['owner'],
  'answer:booking:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'read:booking:own': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'create:review:own': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // Availability: a provider keeps their unavailable days; owners read a provider's to book.
  'read:availability': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'update:availability:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // A walker runs their walks (today's list, start, finish, history); providers read their earnings.
  'record:walk:own': ['pet_walker'],
  'read:earnings:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // A vet's patients (the pets it has a booking with, checked in each query): read them, write
  // visit records, add vaccination records (only a vet adds one).
  'read:patient:own': ['veterinarian'],
  'create:patient-record:own': ['veterinarian'],
  'create:vaccination:own': ['veterinarian'],
  // Emergency requests: owners send one to a vet; both sides read theirs; the vet answers.
  'create:emergency:own': ['owner'],
  'read:emergency:own': ['owner', 'veterinarian'],
  'answer:emergency:own': ['veterinarian'],
  // Notifications: everyone reads and marks their own.
  'read:notification:own': 'signed-in',
  'update:notification:own': 'signed-in',
  // Reviews pages: everyone reads the reviews they received.
  'read:review:own': 'signed-in',
  // Dashboards: each role's own numbers (the admin's dashboard has its own stats).
  'read:dashboard:own': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // Conversations: everyone signed in reads and writes the conversations they are a
  // member of (membership checked in each query); anyone else's is not found.
  'use:chat': 'signed-in',
  // Live updates: everyone signed in opens their own socket; it carries only what
  // concerns them (their messages, read marks, notifications and bookings).
  'read:realtime:own': 'signed-in',
  // Adoption: everyone signed in browses and opens listings; owners post, and only a
  // listing's owner edits, deletes or marks it adopted (checked in each query); the admin takes
  // any listing down.
  'read:adoption': 'signed-in',
  'write:adoption:own': ['owner'],
  'remove:adoption': 'admin',
  // Expert articles: everyone signed in reads published ones, likes, bookmarks and
  // comments; admin, veterinarian and trainer write; only the author or the admin
  // edits or deletes one, and a comment's writer or the admin deletes it (checked per row).
  'read:article': 'signed-in',
  'react:article': 'signed-in',
  'write:article:own': ['veterinarian', 'trainer'],
  // Pet mating: everyone signed in browses active listings; owners list their pets,
  // and only a listing's owner edits, toggles or deletes it (checked in each query).
  'read:mating-listing': 'signed-in',
  'write:mating-listing:own': ['owner'],
  // Forum: everyone signed in reads, posts, replies and deletes their own (authorship
  // checked in each query; the admin deletes any, to moderate) and reports others' posts.
  'read:forum': 'signed-in',
  'write:forum:own': 'signed-in',
  'report:forum': 'signed-in',
  // Lost and found: every signed-in role browses, reports and keeps their own district
  // alert; only a report's reporter edits it or marks it reunited or closed (checked per row).
  'read:lostfound': 'signed-in',
  'write:lostfound:own': 'signed-in',
  // Back office: the flagged-content queue and its actions, the review of stored
  // lost-found matches, announcements, and each admin's own notification choices.
  'moderate:content': 'admin',
  'review:lostfound-match': 'admin',
  'send:broadcast': 'admin',
  'update:admin-notification-settings:own': 'admin',
  // Payments: an owner reads their booking's payment and uploads its receipt
  // (ownership checked in each query); a provider keeps their payout IBAN; the admin works the
  // finance queues (confirm, reject, pay out, refund).
  'read:payment:own': ['owner'],
  'pay:booking:own': ['owner'],
  'update:payout-account:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'read:payment:all': 'admin',
  'manage:payment': 'admin',
  // Prices, commissions and platform settings (the admin's pricing, commission and settings
  // pages): the admins set price bounds, default prices, commission rates and override
  // rules, the platform IBAN, the admin list, the default language and the service types.
  'manage:pricing': 'admin',
  'manage:settings': 'admin',
  // Support tickets: every signed-in user but the admin opens tickets, reads their own
  // and writes in their threads (ownership checked in each query); the admins answer any ticket
  // and change its status and priority, and never open one.
  'use:support:own': 'member',
  'manage:support': 'admin',
  // The admin action log: read only, by the admins.
  'read:action-log': 'admin',
  // People and bookings in the back office ("Bookings", "Referrals"): the admins
  // list and search every account, change roles, activate, deactivate, ban and unban; list every
  // booking with its price and payment; read the referral records.
  'read:user:all': 'admin',
  'manage:user': 'admin',
  'read:booking:all': 'admin',
  'read:referral:all': 'admin',
  // The figures (performance pages): the admins read the
  // period reports and every provider's performance.
  'read:reports:all': 'admin',
  // Security operations: the admins review alerts (status, analysis) and keep the IP
  // deny list.
  'manage:security': 'admin',
  // Peri, the assistant: every signed-in user talks to it about their own
  // conversation (ownership checked in each query); what it may do for them is decided per action.
  'use:assistant:own': 'signed-in',
} as const satisfies Record<string, Holder>;

export type Permission = keyof typeof PERMISSIONS;

/** What a permission check needs to know about the caller. */
export type Actor = {
  readonly role: Role;
  readonly isAdmin: boolean;
  readonly isVerified: boolean;
  readonly isActive: boolean;
};

/**
 * True when the actor holds the permission. Unverified and deactivated accounts hold none; the
 * admin account holds every role-listed permission too (it bypasses role restrictions).
 */
export const can = (actor: Actor | null, permission: Permission): boolean => {
  if (!actor || !actor.isVerified || !actor.isActive) return false;
  const holder: Holder = PERMISSIONS[permission];
  if (holder === 'signed-in') return true;
  if (holder === 'member') return !actor.isAdmin;
  if (holder === 'admin') return actor.isAdmin;
  return actor.isAdmin || holder.includes(actor.role);
};
