import { foldForSearch } from '../shared/text.ts';
import type { SupportTicketStatus } from '../support/support.schemas.ts';
import { findTicketNumber } from '../support/ticket-number.ts';
import { describesEmergency } from './emergency.ts';

/**
 * What a message to Peri asks for, decided before any answerer runs: small talk, a
 * support ticket to open (non-admins), a reply to or a status change of an existing ticket
 * (admins, naming the ticket by its number: `DT-000123`, `dt-123`, `#123` or `123`), or otherwise
 * a question to answer.
 */
export type AssistantIntent =
  /** An animal in danger now (`describesEmergency`): the emergency vets first. */
  | { readonly kind: 'emergency' }
  | { readonly kind: 'greeting' }
  | { readonly kind: 'thanks' }
  | { readonly kind: 'open_ticket'; readonly details: string | null }
  /** `ticketNumber`: the ticket's number (`parseTicketNumber`), whichever way the admin wrote it. */
  | { readonly kind: 'ticket_reply'; readonly ticketNumber: number; readonly text: string }
  | { readonly kind: 'ticket_status'; readonly ticketNumber: number; readonly status: SupportTicketStatus }
  | { readonly kind: 'question' };

const GREETING = /^(merhaba+|meraba|selam+|selamlar|slm|mrb|gunaydin|iyi gunler|iyi aksamlar|hey|hello|hi|hiya|good (morning|afternoon|evening))( peri)?$/;
const THANKS = /^(tesekkur(ler| ederim)?|cok tesekkurler|sag ?ol(un)?|eyvallah|thanks?( a lot)?|thank you( very much)?|thx|ty)( peri)?$/;

/** Everyday ways of asking for a person or a ticket, folded (`foldForSearch`). */
const TICKET_PHRASES = [
  /\bdestek talebi\b/,
  /\bdestek talep\w*/,
  /\btalep ac\w*/,
  /\bsikayet\w*/,
  /\byetkili\w*/,
  /\bmusteri hizmet\w*/,
  /\bcanli destek\b/,
  /\b(insan|temsilci|gercek bir kisi)\w* (ile )?gorus\w*/,
  /\bdestek ekib\w* (ile )?(gorus|iletisim|yaz|ulas)\w*/,
  /\bticket\b/,
  /\bsupport (ticket|request|team)\b/,
  /\bcomplain\w*/,
  /\b(talk|speak) to (a human|a person|someone|support|an agent)\b/,
  /\bcontact support\b/,
];

/** The words around a ticket request, removed to find what the user wrote about their problem. */
const TICKET_FILLER =
  /\b(destek|talebi|talep|ac|acar misin|acabilir misin|acmak|istiyorum|lutfen|bir|bana|benim icin|icin|yetkili\w*|ile|gorusmek|sikayet\w*|ticket|open|a|support|please|i|want|to|can|you|could|for|me)\b/g;

/**
 * A bare number names a ticket only in a sentence about a ticket ("2 numaralı talebi kapat", "close
 * ticket 2"), so that a question with a number in it is not read as a command; `DT-2` and `#2` always do.
 */
const TICKET_WORDS = /\b(talep\w*|taleb\w*|ticket\w*|numara\w*)\b/;

/** The command before what it carries: the text up to a colon or an opening quote (a reply's text). */
const commandOf = (text: string): string => text.split(/[:“"«]/, 1)[0] ?? '';

const REPLY_WORDS = /\b(yanit\w*|cevap\w*|reply|respond|answer|write back|yaz)\b/;

/** The phrasings of each status, folded; the first that matches wins (most specific first). */
const STATUS_PHRASES: ReadonlyArray<readonly [SupportTicketStatus, RegExp]> = [
  ['new_reply_user', /\b(kullanici yanitladi|user replied|new_reply_user)\b/],
  ['new_reply_admin', /\b(destek yanitladi|support replied|new_reply_admin)\b/],
  ['in_progress', /\b(islemde|isleme al\w*|inceleniyor|incelemeye al\w*|in progress|in_progress)\b/],
  ['resolved', /\b(cozuldu|cozulmus|cozuldu olarak|cozume ulasti|resolved?)\b/],
  ['closed', /\b(kapatildi|kapat\w*|kapali|closed?)\b/],
  ['open', /\b(acik|yeniden ac\w*|tekrar ac\w*|reopen\w*|open)\b/],
];

/** The text of a reply: what follows the first colon after the ticket number, or quoted text. */
const replyTextOf = (text: string, numberEnd: number): string | null => {
  const quoted = /[“"«]([^”"»]+)[”"»]/.exec(text.slice(numberEnd));
  const colon = text.indexOf(':', numberEnd);
  const afterColon = colon === -1 ? '' : text.slice(colon + 1).trim();
  const candidate = afterColon !== '' ? afterColon : (quoted?.[1]?.trim() ?? '');
  return candidate === '' ? null : candidate;
};

/** An admin's command on a ticket it names by number (a reply or a status), or null. */
const ticketCommandOf = (text: string): AssistantIntent | null => {
  // The ticket is named in the command, not in the reply it carries ("… DT-000003 kapandı").
  const command = commandOf(text);
  const number = findTicketNumber(command);
  if (!number || !(number.marked || TICKET_WORDS.test(foldForSearch(command)))) return null;
  const ticketNumber = number.number;
  const rest = foldForSearch(text.slice(number.end));
  const before = foldForSearch(text.slice(0, number.start));
  const replyText = replyTextOf(text, number.end);
  if (replyText && (REPLY_WORDS.test(before) || REPLY_WORDS.test(rest.split(':')[0] ?? ''))) {
    return { kind: 'ticket_reply', ticketNumber, text: replyText };
  }
  const whole = `${before} ${rest}`;
  for (const [status, phrase] of STATUS_PHRASES) {
    if (phrase.test(whole)) return { kind: 'ticket_status', ticketNumber, status };
  }
  return null;
};

/**
 * Decides what a message asks for. `isAdmin`: the admin's ticket intents; others may open a ticket.
 * An animal in danger comes before anything else but an admin's command on a ticket (whose reply
 * may quote the owner's emergency).
 */
export const detectIntent = (text: string, { isAdmin }: { isAdmin: boolean }): AssistantIntent => {
  if (isAdmin) {
    const command = ticketCommandOf(text);
    if (command) return command;
  }
  if (describesEmergency(text)) return { kind: 'emergency' };
  const folded = foldForSearch(text).replace(/[!?.,;:…]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (GREETING.test(folded)) return { kind: 'greeting' };
  if (THANKS.test(folded)) return { kind: 'thanks' };
  if (isAdmin) return { kind: 'question' };

  if (TICKET_PHRASES.some((phrase) => phrase.test(folded))) {
    // "Destek talebi aç: ödeme dekontum onaylanmadı" → the problem, when the user wrote one.
    const colon = text.indexOf(':');
    const afterColon = colon === -1 ? '' : text.slice(colon + 1).trim();
    const leftover = folded.replace(TICKET_FILLER, ' ').replace(/\s+/g, ' ').trim();
    const details = afterColon !== '' ? afterColon : leftover.split(' ').length >= 3 ? text.trim() : null;
    return { kind: 'open_ticket', details };
  }
  return { kind: 'question' };
};

/** The longest subject a ticket drafted by Peri gets (the support form allows 150). */
export const DRAFT_SUBJECT_MAX = 80;

/**
 * The subject and description Peri proposes for a ticket: the problem the user wrote with the
 * request, or else their previous question of today, or else the request itself; the subject is
 * its first sentence, cut at a word. The user edits both before confirming.
 */
export const ticketDraft = ({
  details,
  previousQuestion,
  request,
  defaultSubject,
}: {
  details: string | null;
  previousQuestion: string | null;
  request: string;
  defaultSubject: string;
}): { subject: string; description: string } => {
  const description = (details ?? previousQuestion ?? request).trim();
  const firstSentence = description.split(/(?<=[.!?])\s|\n/)[0]?.trim() ?? '';
  let subject = firstSentence;
  if (subject.length > DRAFT_SUBJECT_MAX) {
    const cut = subject.slice(0, DRAFT_SUBJECT_MAX);
    const space = cut.lastIndexOf(' ');
    subject = `${(space > DRAFT_SUBJECT_MAX / 2 ? cut.slice(0, space) : cut).trim()}…`;
  }
  const drafted = subject !== '' && (details !== null || previousQuestion !== null);
  return { subject: drafted ? subject : defaultSubject, description };
};
