import { foldForSearch } from '../shared/text.ts';

/**
 * Similar reports for a lost-and-found report, by match score:
 * a score from 0 to 100 between a report and one of the opposite type. Pure and symmetric, so the
 * server stores one score per pair (`lostfound_match`) and either report shows it.
 */

/** Points per rule. */
export const MATCH_POINTS = {
  sameAnimalType: 40,
  sameBreed: 25,
  sharedLocationWord: 20,
  perSharedColour: 5,
  sharedFeatureWord: 15,
  /** A gap of more than a week between the last-seen dates. */
  dateGapOverWeek: -5,
  /** A gap of more than a month; replaces the week's −5 (the larger gap, not both). */
  dateGapOverMonth: -15,
} as const;

/** Only a score above this is a match (50 itself is not). */
export const MATCH_SCORE_THRESHOLD = 50;
/** The most similar reports shown for one report: the top 5. */
export const MATCH_TOP_COUNT = 5;
/** A word counts for location and features only when longer than this. */
export const MATCH_WORD_MIN_EXCLUSIVE = 3;
/** The similar-report location is cut to this many characters. */
export const MATCH_LOCATION_MAX_CHARS = 25;

/** What the score reads of a report. Blank or missing fields score nothing. */
export type MatchableReport = {
  readonly animalType: string | null;
  readonly breed: string | null;
  readonly colors: readonly string[];
  readonly lastSeenLocation: string | null;
  readonly distinguishingFeatures: string | null;
  /** `YYYY-MM-DD`, the Istanbul calendar day. */
  readonly lastSeenDate: string | null;
  /** The microchip number, when the report has one. */
  readonly microchip?: string | null;
};

/** Two reports with the same microchip number are the same animal, whatever else they say. */
export const MATCH_SAME_MICROCHIP = 100;

/**
 * The words of a free text as the score compares them: Turkish case folding (İ→i, I→ı, then ı→i
 * and accents dropped, as search does), punctuation removed, only words longer than 3 letters.
 */
export const matchWords = (text: string | null | undefined): Set<string> => {
  if (!text) return new Set();
  const words = foldForSearch(text.replace(/[^\p{L}\p{N}]+/gu, ' ')).split(' ');
  return new Set(words.filter((word) => [...word].length > MATCH_WORD_MIN_EXCLUSIVE));
};

const shareAny = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  [...a].some((word) => b.has(word));

const foldedOrNull = (text: string | null | undefined): string | null => {
  const folded = text ? foldForSearch(text.replace(/[^\p{L}\p{N}]+/gu, ' ')) : '';
  return folded === '' ? null : folded;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string | null): number | null => {
  if (!date) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time / DAY_MS;
};

/** Whole days between two calendar dates, or null when either is missing or malformed. */
export const daysBetween = (a: string | null, b: string | null): number | null => {
  const first = dayNumber(a);
  const second = dayNumber(b);
  return first === null || second === null ? null : Math.abs(first - second);
};

/** The score of two reports, 0–100, whatever their types. */
export const matchScore = (a: MatchableReport, b: MatchableReport): number => {
  if (a.microchip && a.microchip === b.microchip) return MATCH_SAME_MICROCHIP;
  let score = 0;
  if (a.animalType && a.animalType === b.animalType) score += MATCH_POINTS.sameAnimalType;
  const breedA = foldedOrNull(a.breed);
  if (breedA !== null && breedA === foldedOrNull(b.breed)) score += MATCH_POINTS.sameBreed;
  if (shareAny(matchWords(a.lastSeenLocation), matchWords(b.lastSeenLocation)))
    score += MATCH_POINTS.sharedLocationWord;
  const coloursB = new Set(b.colors);
  score +=
    [...new Set(a.colors)].filter((colour) => coloursB.has(colour)).length *
    MATCH_POINTS.perSharedColour;
  if (shareAny(matchWords(a.distinguishingFeatures), matchWords(b.distinguishingFeatures)))
    score += MATCH_POINTS.sharedFeatureWord;
  const gap = daysBetween(a.lastSeenDate, b.lastSeenDate);
  if (gap !== null && gap > 30) score += MATCH_POINTS.dateGapOverMonth;
  else if (gap !== null && gap > 7) score += MATCH_POINTS.dateGapOverWeek;
  return Math.min(100, Math.max(0, score));
};

/** True when a score counts as a match (above 50). */
export const isMatchScore = (score: number): boolean => score > MATCH_SCORE_THRESHOLD;

/**
 * The similar reports of `report` among `candidates`: each scored, only those above 50, best
 * first (ties: the given order), at most five. The caller passes reports of the opposite type.
 */
export const topMatches = <C extends MatchableReport>(
  report: MatchableReport,
  candidates: readonly C[],
): { report: C; score: number }[] =>
  candidates
    .map((candidate, index) => ({ report: candidate, score: matchScore(report, candidate), index }))
    .filter((entry) => isMatchScore(entry.score))
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, MATCH_TOP_COUNT)
    .map(({ report: candidate, score }) => ({ report: candidate, score }));

/** A score as a whole percent, e.g. 84.6 → 85. */
export const matchPercent = (score: number): number =>
  Math.round(Math.min(100, Math.max(0, score)));

/**
 * A similar report's location cut to 25 characters, with an ellipsis when cut; counted
 * in characters as a person sees them, so an emoji is never split.
 */
export const cutMatchLocation = (location: string, max = MATCH_LOCATION_MAX_CHARS): string => {
  const characters = [...location.trim()];
  return characters.length > max
    ? `${characters.slice(0, max).join('').trimEnd()}…`
    : characters.join('');
};

/**
 * How the server narrows the reports it scores for one report: active reports of the opposite
 * type and the same animal, last seen within this many days either side, the newest this many.
 * A different animal loses the 40 points that nearly every match above 50 needs, and a gap past a
 * month already costs 15, so the window keeps the matches people would act on while a new report
 * never reads every report.
 */
export const MATCH_CANDIDATE_WINDOW_DAYS = 90;
export const MATCH_CANDIDATES_MAX = 500;
