import type { ProviderRole, Role } from '../access/roles.ts';
import type { AssistantConsentItems } from './assistant.schemas.ts';

/**
 * What Peri may know about the asker: nothing until the
 * user has answered the consent question; the name only with `name`, the role only with `role`,
 * and the user's own recent bookings, pets and listings only with `recentActivity`.
 */

/** A booking of the user's (as owner or as provider) that has not started yet. */
export type RecentBooking = {
  readonly id: string;
  readonly startsAt: Date;
  /** The other side's name: the provider for an owner, the owner for a provider. */
  readonly counterpartName: string;
  readonly kind: ProviderRole;
  readonly status: string;
};
export type RecentPet = { readonly name: string; readonly species: string };
export type RecentListing = { readonly kind: 'adoption' | 'lostfound' | 'mating'; readonly title: string; readonly href: string };

/** The user's own recent records, read only when they consented to recent activity. */
export type RecentActivity = {
  readonly upcomingBookings: readonly RecentBooking[];
  readonly pets: readonly RecentPet[];
  readonly listings: readonly RecentListing[];
};

/** Everything that could be known about the asker, before consent is applied. */
export type AssistantFacts = {
  readonly name: string;
  readonly role: Role;
  readonly activity: RecentActivity | null;
};

/** What Peri may use: each item null unless consented. */
export type AssistantContext = {
  readonly name: string | null;
  readonly role: Role | null;
  readonly activity: RecentActivity | null;
};

export const EMPTY_CONTEXT: AssistantContext = { name: null, role: null, activity: null };

/** The items the user consented to; none when they have not answered yet. */
export const consentedItems = (consent: AssistantConsentItems | null): AssistantConsentItems =>
  consent ?? { name: false, role: false, recentActivity: false };

/** True when the user's own records may be read for Peri (so the server reads them only then). */
export const mayUseRecentActivity = (consent: AssistantConsentItems | null): boolean => consentedItems(consent).recentActivity;

/** The question's text may be kept in the interaction log only with recent-activity consent. */
export const mayLogQuestionText = (consent: AssistantConsentItems | null): boolean => consentedItems(consent).recentActivity;

/** The first word of a display name, the way Peri addresses someone ("Ayşe Yılmaz" → "Ayşe"). */
export const addressName = (name: string): string | null => {
  const first = name.trim().split(/\s+/)[0];
  return first && first !== '' ? first : null;
};

/** Applies the consent to the facts: what is not consented is not there. */
export const consentedContext = (consent: AssistantConsentItems | null, facts: AssistantFacts): AssistantContext => {
  const items = consentedItems(consent);
  return {
    name: items.name ? addressName(facts.name) : null,
    role: items.role ? facts.role : null,
    activity: items.recentActivity ? facts.activity : null,
  };
};
