import type { Locale } from '../i18n/locale.ts';
import { formatIstanbulDateTime, hrefOfHit } from './answerer.ts';
import type { AssistantContext } from './consent.ts';
import type { RetrievalHit } from './retrieval.ts';

/**
 * The messages Peri sends to an OpenAI-compatible model: a system prompt with the
 * platform's rules, only the consented context about the asker, and the most relevant help
 * passages and articles to ground the answer; then today's conversation and the question.
 */

export type PromptMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** How many passages the prompt carries, and how much of each. */
export const PROMPT_PASSAGES_MAX = 4;
export const PROMPT_PASSAGE_CHARS = 1_200;
/** How many earlier messages of today the model sees (the newest ones). */
export const PROMPT_HISTORY_MAX = 12;

const ROLE_NAMES: Record<string, string> = {
  owner: 'pet owner',
  sitter: 'pet sitter',
  veterinarian: 'veterinarian',
  pet_walker: 'pet walker',
  trainer: 'trainer',
  admin: 'platform admin',
  none: 'user who has not chosen a role yet',
};

const clip = (text: string, max: number) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max)}…`;
};

export const buildSystemPrompt = ({
  context,
  locale,
  isAdmin,
  hits,
}: {
  context: AssistantContext;
  locale: Locale;
  isAdmin: boolean;
  hits: readonly RetrievalHit[];
}): string => {
  const lines: string[] = [
    'You are Peri, the friendly assistant of Patili, a Turkish pet-care marketplace where pet owners book sitters, veterinarians, pet walkers and trainers, and everyone uses adoption, lost and found, pet mating, a forum and expert articles.',
    locale === 'en'
      ? 'Answer in English, because the user reads the app in English.'
      : 'Answer in Turkish (Türkçe), because the user reads the app in Turkish.',
    'Only answer about pet care, the platform’s services, adoption, lost and found, and how to use the platform. Politely decline anything else.',
    'Ground your answer in the reference passages below; when you use one, name it by its title. Do not invent screens, buttons, prices, rules or facts. If the passages do not cover the question and you are not sure, say honestly that you do not know.',
    'For health questions give general, careful guidance only and always recommend seeing a veterinarian; in an emergency tell the user to go to the nearest veterinary clinic at once.',
    'Keep answers short: a few sentences or a short list. Write plain text without Markdown.',
  ];
  if (isAdmin) {
    lines.push(
      'The user is an admin. You may help them reply to, or change the status of, existing support tickets only (they write e.g. “reply to ticket DT-000123: …” or “set ticket DT-000123 to resolved”, and confirm before anything happens). Never open a new support ticket for an admin.',
    );
  } else {
    lines.push(
      'If the user needs a person or you cannot help, tell them how to open a support ticket: the account menu → “Destek taleplerim” / “My support tickets” → “Yeni talep” / “New ticket”, or by asking you to “open a support ticket”, which they confirm before it is sent.',
    );
  }
  lines.push('', 'About the user (only what they agreed to share):');
  if (context.name) lines.push(`- Name: ${context.name}. You may address them by this name.`);
  else lines.push('- Name: not shared. Do not address the user by name.');
  if (context.role) lines.push(`- Role: ${ROLE_NAMES[context.role] ?? context.role}. Tailor the advice to this role.`);
  else lines.push('- Role: not shared. Do not assume a role.');
  if (context.activity) {
    const { upcomingBookings, pets, listings } = context.activity;
    lines.push(
      `- Upcoming bookings: ${
        upcomingBookings.length === 0
          ? 'none'
          : upcomingBookings.map((booking) => `${formatIstanbulDateTime(booking.startsAt, locale)} with ${booking.counterpartName} (${booking.kind}, ${booking.status})`).join('; ')
      }.`,
      `- Pets: ${pets.length === 0 ? 'none' : pets.map((pet) => `${pet.name} (${pet.species})`).join(', ')}.`,
      `- Own listings: ${listings.length === 0 ? 'none' : listings.map((listing) => `${listing.title} (${listing.kind})`).join(', ')}.`,
    );
  } else {
    lines.push('- Recent activity: not shared.');
  }
  lines.push('', 'Reference passages (title, link in the app, text):');
  const used = hits.slice(0, PROMPT_PASSAGES_MAX);
  if (used.length === 0) lines.push('(none matched the question)');
  for (const [index, hit] of used.entries()) {
    lines.push(`[${index + 1}] ${hit.kind === 'article' ? 'Expert article' : 'Help'}: ${hit.title} (${hrefOfHit(hit, context.role)})`, clip(hit.text, PROMPT_PASSAGE_CHARS));
  }
  return lines.join('\n');
};

/** The whole request: the system prompt, today's conversation (newest last), and the question. */
export const buildPromptMessages = ({
  system,
  history,
  question,
}: {
  system: string;
  history: ReadonlyArray<{ sender: 'user' | 'bot'; text: string }>;
  question: string;
}): PromptMessage[] => [
  { role: 'system', content: system },
  ...history.slice(-PROMPT_HISTORY_MAX).map((message): PromptMessage => ({ role: message.sender === 'user' ? 'user' : 'assistant', content: message.text })),
  { role: 'user', content: question },
];
