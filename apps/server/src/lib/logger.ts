import { pino, type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';

/** Where lines go instead of standard output (a test's collector). */
type Destination = { write(line: string): unknown };

/**
 * One JSON object per line on stdout (`level`, `time`, `msg`, then the event's fields), written
 * synchronously: a line written without blocking can still be on its way when the process exits,
 * and be lost or come out after the lines that followed it (a stop's last steps). `pretty` is for
 * a person at a terminal: the same events, one readable line each, coloured only on a terminal.
 */
const createPino = (level: LogLevel, format: LogFormat, destination?: Destination): PinoLogger =>
  pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ??
      (format === 'pretty'
        ? pretty({
            colorize: Boolean(process.stdout.isTTY),
            sync: true,
            translateTime: 'SYS:HH:MM:ss.l',
            singleLine: true,
            ignore: 'pid,hostname',
          })
        : pino.destination({ dest: 1, sync: true })),
  );

let root = createPino('info', 'json');

/** Sets the lowest level written and the line format (from LOG_LEVEL and LOG_FORMAT). */
export const configureLogger = (options: {
  level: LogLevel;
  format: LogFormat;
  destination?: Destination;
}) => {
  root = createPino(options.level, options.format, options.destination);
};

/** The lowest level written, from LOG_LEVEL (kept for callers that only change the level). */
export const setLogLevel = (level: LogLevel) => {
  root.level = level;
};

/**
 * A failed statement's text as Drizzle words it ends with the values it was given
 * (`params: ayse@example.com,…`): someone's personal data, which a log never keeps.
 */
const scrub = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/** An error as log fields: its name, code, message and stack, with a statement's values taken out. */
const errorFields = (error: Error): Record<string, unknown> => {
  const { code } = error as Error & { code?: unknown };
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: scrub(error.message),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
  };
};

/** Fields that never reach a log line with their value, whatever a caller hands over. */
const SECRET_FIELDS = new Set([
  'password',
  'token',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
]);

/**
 * The object's fields with a secret's value (at its top level or one level down) written
 * `[redacted]`. Checked here, a key lookup a field, rather than by pino's path redaction, which
 * cost a tenth of a light request.
 */
const redacted = (fields: Record<string, unknown>, depth = 0): Record<string, unknown> => {
  let copy: Record<string, unknown> | undefined;
  for (const key in fields) {
    const value = fields[key];
    let replaced: unknown = value;
    if (SECRET_FIELDS.has(key.toLowerCase())) replaced = '[redacted]';
    else if (
      depth === 0 &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      !(value instanceof Error)
    ) {
      replaced = redacted(value as Record<string, unknown>, 1);
    }
    if (replaced !== value) {
      copy ??= { ...fields };
      copy[key] = replaced;
    }
  }
  return copy ?? fields;
};

/** An event's extra detail as log fields: an error's, an object's keys, or the value as `detail`. */
const fieldsOf = (extra: unknown): Record<string, unknown> => {
  if (extra === undefined) return {};
  if (extra instanceof Error) return { error: errorFields(extra) };
  if (typeof extra === 'string') return { detail: scrub(extra) };
  if (typeof extra === 'object' && extra !== null && !Array.isArray(extra))
    return redacted(extra as Record<string, unknown>);
  return { detail: extra };
};

const write = (level: LogLevel, message: string, extra?: unknown) => {
  root[level](fieldsOf(extra), message);
};

/** The server's leveled logger: one event per line, the message and its fields. */
export const logger = {
  debug: (message: string, extra?: unknown) => write('debug', message, extra),
  info: (message: string, extra?: unknown) => write('info', message, extra),
  warn: (message: string, extra?: unknown) => write('warn', message, extra),
  error: (message: string, extra?: unknown) => write('error', message, extra),
  /** Whether events of this level are written (to skip building a costly message). */
  enabled: (level: LogLevel) => root.isLevelEnabled(level),
};
