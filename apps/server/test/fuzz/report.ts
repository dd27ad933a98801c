/** Printing a fuzz report: counts by outcome and by route, and a reproducer per distinct failure. */
import type { Failure, FuzzReport } from './run-fuzz.ts';
import type { WireRequest } from './requests.ts';

const SHOW_CHARS = 400;
/** A piece repeated this many characters long or longer is shown as `"x".repeat(n)`. */
const RUN_CHARS = 32;

/** The longest run of one short unit (1–8 characters) repeated at `start`, if it is long enough to fold. */
const runAt = (text: string, start: number): { unit: string; count: number } | null => {
  let best: { unit: string; count: number } | null = null;
  for (let size = 1; size <= 8 && start + size <= text.length; size += 1) {
    const unit = text.slice(start, start + size);
    let count = 1;
    while (text.startsWith(unit, start + count * size)) count += 1;
    if (
      count >= 4 &&
      count * size >= RUN_CHARS &&
      (!best || count * size > best.count * best.unit.length)
    )
      best = { unit, count };
  }
  return best;
};

/**
 * A string as a JavaScript expression to paste into a test: JSON-escaped pieces (control
 * characters and lone surrogates visible), long runs folded into `.repeat(n)`, cut after a
 * readable length.
 */
export const quote = (text: string, limit = SHOW_CHARS): string => {
  const pieces: string[] = [];
  let plain = '';
  let shown = 0;
  const flush = () => {
    if (plain) pieces.push(JSON.stringify(plain));
    plain = '';
  };
  for (let index = 0; index < text.length;) {
    if (shown > limit) {
      flush();
      pieces.push(`…(${text.length} chars in all)`);
      return pieces.join(' + ');
    }
    const run = runAt(text, index);
    if (run) {
      flush();
      pieces.push(`${JSON.stringify(run.unit)}.repeat(${run.count})`);
      index += run.unit.length * run.count;
      shown += 20;
    } else {
      plain += text[index];
      index += 1;
      shown += 1;
    }
  }
  flush();
  return pieces.length > 0 ? pieces.join(' + ') : '""';
};

/** The body as text when it is valid UTF-8, else as base64. */
const bodyText = (body: Buffer): string => {
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(body);
  return Buffer.from(decoded, 'utf8').equals(body)
    ? quote(decoded)
    : `base64:${quote(body.toString('base64'))}`;
};

/** One request, ready to paste into a test: method, path with query, headers, body. */
export const formatRequest = (request: WireRequest): string => {
  const lines = [
    `${request.method} ${request.path.length > SHOW_CHARS ? quote(request.path) : request.path}`,
  ];
  for (const [name, value] of Object.entries(request.headers))
    lines.push(`${name}: ${quote(value, 120)}`);
  if (request.body) lines.push(`body (${request.body.length} bytes): ${bodyText(request.body)}`);
  return lines.join('\n');
};

const indent = (text: string, prefix = '    ') => text.replace(/^/gm, prefix);

export const formatFailure = (failure: Failure): string => {
  const lines = [`✗ ${failure.key}  (${failure.count}×; roles: ${failure.roles.join(', ')})`];
  const shown = failure.shrunk ?? { request: failure.request, detail: failure.detail };
  lines.push(
    `  as ${failure.role}${failure.shrunk ? ', shrunk' : ''}:`,
    indent(formatRequest(shown.request)),
    `  → ${quote(shown.detail, 300)}`,
  );
  if (failure.replayNote) lines.push(`  note: ${failure.replayNote}`);
  return lines.join('\n');
};

/** The reproducers of every distinct failure, or an empty string. */
export const formatFailures = (report: FuzzReport): string =>
  report.failures.map(formatFailure).join('\n\n');

const table = (rows: string[][]): string => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    )
    .join('\n');
};

const byLabel = (a: string, b: string) =>
  /^\d/.test(a) && /^\d/.test(b)
    ? Number(a) - Number(b)
    : /^\d/.test(a)
      ? -1
      : /^\d/.test(b)
        ? 1
        : a.localeCompare(b);

const rowsOf = <K extends string>(byKey: Map<K, Map<string, number>>, labels: string[]) =>
  [...byKey].map(([key, row]) => [
    key,
    ...labels.map((label) => (row.get(label) ? String(row.get(label)) : '·')),
  ]);

/** The summary: requests by outcome, then route × outcome and role × outcome tables. */
export const formatSummary = (report: FuzzReport): string => {
  const labels = [...report.byOutcome.keys()].sort(byLabel);
  const lines = [
    `seed ${report.seed}, ${report.runs} generated requests per route, ${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
    table([
      ['outcome', 'requests'],
      ...labels.map((label) => [label, String(report.byOutcome.get(label))]),
    ]),
    '',
    table([['route', ...labels], ...rowsOf(report.byOperation, labels)]),
    '',
    table([['role', ...labels], ...rowsOf(report.byRole, labels)]),
  ];
  if (report.renewals.size > 0)
    lines.push(
      '',
      `sessions ended by fuzzed requests and signed in again: ${[...report.renewals].map(([role, times]) => `${role} ${times}`).join(', ')}`,
    );
  return lines.join('\n');
};
