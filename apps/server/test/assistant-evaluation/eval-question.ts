import type { Role } from '@patili/domain/access';
import type { Locale } from '@patili/domain/i18n';

/**
 * One question of Peri's evaluation, written as people ask it (not in the passages' words), with
 * what a right answer must point to. A document is `help:<passage id>` (the shipped help corpus,
 * the same ids in both languages) or `article:<slug>` (the demo's published expert articles).
 */
export type EvalQuestion = {
  readonly text: string;
  /** The language the question is written in. */
  readonly language: Locale;
  /** The interface language it is asked in (the other one for cross-language questions). */
  readonly ui: Locale;
  /** Who asks. */
  readonly role: Role;
  /**
   * - `on-topic`: the platform or pet care, in the interface's language (everyday phrasing, typos,
   *   missing diacritics);
   * - `cross-language`: on-topic, but written in the other language than the interface;
   * - `off-topic`: unrelated or unanswerable: a right answer refuses ("I don't know" and the
   *   ticket offer), never the nearest passage;
   * - `emergency`: an animal in danger now: the emergency vets and the advice to call a vet come
   *   first.
   */
  readonly group: 'on-topic' | 'cross-language' | 'off-topic' | 'emergency';
  /** The documents a right answer's first citation may be; empty for `off-topic`. */
  readonly expect: readonly string[];
  /** What kind of phrasing it is, to read the results by. */
  readonly tags?: readonly ('typo' | 'no-diacritics' | 'everyday' | 'role-specific' | 'short')[];
};
