/** One line of an alert's details as the dialog lists it. */
export type DetailEntry = { key: string; value: string };

const MAX_DEPTH = 3;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An alert's `details` (a free object written by the detectors) as a flat key/value list
 * for people: nested objects become dotted keys (`request.path`), lists of plain values are joined
 * with commas, lists of objects are numbered (`fields.1.rule`), anything deeper is its JSON. The values are plain strings, shown by React as text,
 * never as markup. `formatMoment` turns ISO times into the reader's Istanbul time.
 */
export const detailEntries = (
  details: Record<string, unknown>,
  formatMoment: (iso: string) => string = (iso) => iso,
): DetailEntry[] => {
  const entries: DetailEntry[] = [];
  const text = (value: unknown): string => {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatMoment(value) : value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
    return JSON.stringify(value) ?? '';
  };
  const visit = (value: unknown, key: string, depth: number) => {
    if (isRecord(value) && depth < MAX_DEPTH && Object.keys(value).length > 0) {
      for (const [child, inner] of Object.entries(value)) visit(inner, key ? `${key}.${child}` : child, depth + 1);
      return;
    }
    if (Array.isArray(value) && value.every((item) => !isRecord(item) && !Array.isArray(item))) {
      entries.push({ key, value: value.length === 0 ? '—' : value.map(text).join(', ') });
      return;
    }
    if (Array.isArray(value) && depth < MAX_DEPTH) {
      value.forEach((item, index) => visit(item, `${key}.${index + 1}`, depth + 1));
      return;
    }
    entries.push({ key, value: text(value) });
  };
  for (const [key, value] of Object.entries(details)) visit(value, key, 1);
  return entries;
};

/**
 * A detector's key in words when the catalogue has no label for it: `failedAttempts` and
 * `failed_attempts` read "Failed attempts".
 */
export const humaniseKey = (key: string): string => {
  const words = key
    .split('.')
    .map((part) =>
      part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .trim()
        .toLowerCase(),
    )
    .join(' · ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
