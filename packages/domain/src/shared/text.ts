/**
 * Folds text for search: Turkish lower-casing (İ→i, I→ı), then dotless and accented letters to
 * their plain Latin letter, so "Kadıköy", "KADIKÖY" and "kadikoy" all read `kadikoy`.
 */
export const foldForSearch = (text: string): string =>
  text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Characters no text of ours may hold: the C0 controls but tab, line feed and carriage return,
 * DEL, and a UTF-16 half of a pair without its other half (PostgreSQL refuses NUL and cannot store
 * a lone surrogate).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds a character no stored text may hold (see `FORBIDDEN_CHARACTERS`). */
export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN_CHARACTERS.test(text);

/**
 * The path (`a.b.0`) of the first string in a JSON value, keys included, that holds a forbidden
 * character; null when there is none. `_` names the value itself. Walks with its own stack, so a
 * body nested fifty thousand deep is read like any other.
 */
export const forbiddenCharacterPath = (value: unknown): string | null => {
  // Each entry keeps its parent, so a path is spelled out only for the string that is found.
  type Step = { readonly value: unknown; readonly key: string | null; readonly parent: Step | null };
  const pathOf = (step: Step, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at: Step | null = step; at?.key != null; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || '_';
  };
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], key: String(index), parent: step });
    } else if (typeof current === 'object' && current !== null) {
      const entries: [string, unknown][] = Object.entries(current);
      for (const [key] of entries) if (hasForbiddenCharacters(key)) return pathOf(step, key);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
};
