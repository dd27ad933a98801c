import type { Role } from '../access/roles.ts';
import type { Locale } from '../i18n/locale.ts';
import type { MessageKey, TranslateParams } from '../i18n/translate.ts';
import { APP_TIME_ZONE } from '../shared/istanbul-time.ts';
import type { AssistantCitation } from './assistant.schemas.ts';
import type { AssistantContext, RecentActivity } from './consent.ts';
import type { RetrievalHit } from './retrieval.ts';

/**
 * Peri's built-in answerer: it always works offline and never invents. Given what the
 * retrieval found, the consent-filtered context and the interface language, it answers with the
 * best passage (not a wall of text), links the other good ones as "see also", and cites them; it
 * names the user only with consent, adds a line for their role only with consent, and mentions
 * their own records only with recent-activity consent. When nothing matched it says so honestly
 * and, for a non-admin, offers a support ticket.
 */

export type Translate = (key: MessageKey, params?: TranslateParams) => string;

export type BuiltinAnswer = {
  readonly text: string;
  readonly citations: AssistantCitation[];
  /**
   * `answered` (from a passage), `choice` (two passages as likely, both given), `unknown` (nothing
   * matched), `smalltalk` (greeting, thanks), `emergency`.
   */
  readonly outcome: 'answered' | 'choice' | 'unknown' | 'smalltalk' | 'emergency';
};

/** Where an owner finds the vets to send an emergency request to. */
export const EMERGENCY_VETS_PATH = '/owner/veterinarians/browse';

/** The longest article excerpt quoted in an answer; the link leads to the rest. */
export const ARTICLE_EXCERPT_MAX = 600;
/** How many further hits an answer links as "see also". */
export const SEE_ALSO_MAX = 2;
/**
 * A second passage scoring at least this share of the best is as likely what was meant: without
 * that margin Peri does not pick one, it gives both and lets the asker choose.
 */
export const CLOSE_SECOND_SHARE = 0.9;

const ROLE_LABEL: Record<Role, MessageKey> = {
  owner: 'assistant:activity.roles.owner',
  sitter: 'assistant:activity.roles.sitter',
  veterinarian: 'assistant:activity.roles.veterinarian',
  pet_walker: 'assistant:activity.roles.pet_walker',
  trainer: 'assistant:activity.roles.trainer',
  admin: 'assistant:activity.roles.admin',
  none: 'assistant:activity.roles.none',
};

const KIND_LABEL = {
  sitter: 'assistant:activity.kind.sitter',
  veterinarian: 'assistant:activity.kind.veterinarian',
  pet_walker: 'assistant:activity.kind.pet_walker',
  trainer: 'assistant:activity.kind.trainer',
} as const satisfies Record<string, MessageKey>;

const LISTING_LABEL = {
  adoption: 'assistant:activity.listing.adoption',
  lostfound: 'assistant:activity.listing.lostfound',
  mating: 'assistant:activity.listing.mating',
} as const satisfies Record<string, MessageKey>;

/** Which passages the user's own records are worth a line under. */
const BOOKING_TOPICS = new Set(['cancel-booking', 'pay-bank-transfer', 'refunds', 'reviews', 'walk-tracking', 'answer-requests', 'messaging']);
const PET_TOPICS = new Set(['care-cat-vaccines', 'care-dog-vaccines', 'care-parasites', 'care-nutrition', 'care-heat', 'care-travel', 'care-first-days', 'pets', 'emergency', 'book-veterinarian']);
const LISTING_TOPICS = new Set(['lostfound-report', 'lostfound-matches', 'adoption-listing', 'mating-listing']);
/** Upcoming bookings listed by name in one answer; the count says how many there are. */
const BOOKINGS_LISTED = 3;

/** A date and time as people in Istanbul read it, in the interface language. */
export const formatIstanbulDateTime = (instant: Date, locale: Locale): string => {
  const tag = locale === 'tr' ? 'tr-TR' : 'en-GB';
  const date = new Intl.DateTimeFormat(tag, { timeZone: APP_TIME_ZONE, day: 'numeric', month: 'long' }).format(instant);
  const time = new Intl.DateTimeFormat(tag, { timeZone: APP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false }).format(instant);
  return `${date} ${time}`;
};

/** The link a hit leads to: the role's own screen where there is one (with role consent only). */
export const hrefOfHit = (hit: Pick<RetrievalHit, 'href' | 'hrefByRole'>, role: Role | null): string =>
  (role ? hit.hrefByRole?.[role] : undefined) ?? hit.href;

export const citationOf = (hit: RetrievalHit, role: Role | null): AssistantCitation => ({
  kind: hit.kind,
  title: hit.title,
  href: hrefOfHit(hit, role),
});

const excerpt = (text: string, max: number): string => {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf(' '));
  return `${cut.slice(0, end > max / 2 ? end + 1 : max).trim()}…`;
};

/** The lines about the user's own records that fit the topic (recent-activity consent only). */
const activityLines = (topic: string, activity: RecentActivity | null, locale: Locale, t: Translate): string[] => {
  if (!activity) return [];
  if (BOOKING_TOPICS.has(topic)) {
    const count = activity.upcomingBookings.length;
    if (count === 0) return [t('assistant:answer.noUpcomingBookings')];
    const list = activity.upcomingBookings
      .slice(0, BOOKINGS_LISTED)
      .map((booking) =>
        t('assistant:answer.bookingItem', {
          date: formatIstanbulDateTime(booking.startsAt, locale),
          name: booking.counterpartName,
          kind: t(KIND_LABEL[booking.kind]),
        }),
      )
      .join('; ');
    return [t(count === 1 ? 'assistant:answer.upcomingBookings_one' : 'assistant:answer.upcomingBookings_other', { count, list })];
  }
  if (PET_TOPICS.has(topic) && activity.pets.length > 0) {
    const list = activity.pets.map((pet) => t('assistant:answer.petItem', { name: pet.name, species: pet.species })).join(', ');
    return [t('assistant:answer.yourPets', { list })];
  }
  if (LISTING_TOPICS.has(topic) && activity.listings.length > 0) {
    const list = activity.listings.map((listing) => `${listing.title} (${t(LISTING_LABEL[listing.kind])})`).join(', ');
    return [t('assistant:answer.yourListings', { list })];
  }
  return [];
};

/** Answers a greeting or thanks: by name only with consent, with the role's line only with consent. */
export const smalltalkAnswer = ({ kind, context, t }: { kind: 'greeting' | 'thanks'; context: AssistantContext; t: Translate }): BuiltinAnswer => {
  if (kind === 'thanks') return { text: t('assistant:answer.thanks'), citations: [], outcome: 'smalltalk' };
  const hello = context.name ? t('assistant:answer.greetingNamed', { name: context.name }) : t('assistant:answer.greeting');
  return { text: hello, citations: [], outcome: 'smalltalk' };
};

/** The honest "I don't know", with the way to a person: a ticket for a non-admin, the ticket commands for an admin. */
export const unknownAnswer = ({ isAdmin, t }: { isAdmin: boolean; t: Translate }): BuiltinAnswer => ({
  text: [t('assistant:answer.unknown'), t(isAdmin ? 'assistant:answer.adminUnknown' : 'assistant:answer.ticketOffer')].join('\n\n'),
  citations: [],
  outcome: 'unknown',
});

/**
 * The answer to an animal in danger, before anything else: see a vet now, what to do on the way,
 * and (for those who may send one) the way to an emergency request from a vet's profile. Never a
 * passage, price or article.
 */
export const emergencyAnswer = ({ role, t }: { role: Role | null; t: Translate }): BuiltinAnswer => {
  // Owners (and whoever asks without a role known) send requests from the vets' list.
  const mayRequest = role === null || role === 'owner';
  return {
    text: [t('assistant:answer.emergency'), ...(mayRequest ? [t('assistant:answer.emergencyPatili')] : [])].join('\n\n'),
    citations: mayRequest ? [{ kind: 'help', title: t('assistant:answer.emergencyLink'), href: EMERGENCY_VETS_PATH }] : [],
    outcome: 'emergency',
  };
};

/** Answers a question from the retrieved hits (best first). */
export const builtinAnswer = ({
  hits,
  context,
  isAdmin,
  locale,
  t,
}: {
  hits: readonly RetrievalHit[];
  context: AssistantContext;
  isAdmin: boolean;
  locale: Locale;
  t: Translate;
}): BuiltinAnswer => {
  const [top, ...others] = hits;
  if (!top) return unknownAnswer({ isAdmin, t });
  const role = context.role;
  const second = others[0];
  const close = second !== undefined && second.score >= top.score * CLOSE_SECOND_SHARE && hrefOfHit(second, role) !== hrefOfHit(top, role);
  const given = close ? [top, second] : [top];
  const paragraphs: string[] = close ? [t('assistant:answer.choice')] : [];
  for (const hit of given) paragraphs.push(hit.kind === 'article' ? `${t('assistant:answer.articleIntro', { title: hit.title })}\n${excerpt(hit.text, close ? ARTICLE_EXCERPT_MAX / 2 : ARTICLE_EXCERPT_MAX)}` : `${hit.title}\n${hit.text}`);
  // A role-tailored line (role consent only): these steps are for another kind of account.
  if (!close && role && top.roles && top.roles.length > 0 && !top.roles.includes(role) && role !== 'admin') {
    paragraphs.push(t('assistant:answer.notForRole', { roles: top.roles.map((each) => t(ROLE_LABEL[each])).join(', ') }));
  }
  paragraphs.push(...activityLines(top.kind === 'help' ? top.id : '', context.activity, locale, t));
  const seeAlso = others.slice(given.length - 1, given.length - 1 + SEE_ALSO_MAX);
  if (seeAlso.length > 0) paragraphs.push(t('assistant:answer.seeAlso', { titles: seeAlso.map((hit) => hit.title).join('; ') }));
  return {
    text: paragraphs.join('\n\n'),
    citations: [...given, ...seeAlso].map((hit) => citationOf(hit, role)),
    outcome: close ? 'choice' : 'answered',
  };
};

const WELCOME_ROLE: Record<Role, MessageKey> = {
  owner: 'assistant:welcome.role.owner',
  sitter: 'assistant:welcome.role.sitter',
  veterinarian: 'assistant:welcome.role.veterinarian',
  pet_walker: 'assistant:welcome.role.pet_walker',
  trainer: 'assistant:welcome.role.trainer',
  admin: 'assistant:welcome.role.admin',
  none: 'assistant:welcome.role.none',
};

/** The welcome shown when today has no history: by name only with consent; the role's line only with consent. */
export const welcomeMessage = ({ context, t }: { context: AssistantContext; t: Translate }): string => {
  const hello = context.name ? t('assistant:welcome.named', { name: context.name }) : t('assistant:welcome.generic');
  if (!context.role) return hello;
  return `${hello} ${t(WELCOME_ROLE[context.role])}`;
};

