import { pino, type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';

/**
 * One JSON object per line on stdout (`level`, `time`, `msg`, then the event's fields), written
 * synchronously so the last lines before an exit are never lost. `pretty` is for a person at a
 * terminal: the same events, one readable line each, coloured only on a terminal.
 */
/** Where lines go instead of standard output (a test's collector). */
type Destination = { write(line: string): unknown };

const createPino = (level: LogLevel, format: LogFormat, destination?: Destination): PinoLogger =>
  pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Whatever a caller hands over, these never reach a log line.
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'secret',
          '*.secret',
          'authorization',
          '*.authorization',
          'cookie',
          '*.cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination ??
      (format === 'pretty'
        ? pretty({
            colorize: Boolean(process.stdout.isTTY),
            sync: true,
            translateTime: 'SYS:HH:MM:ss.l',
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

/** An event's extra detail as log fields: an error's, an object's keys, or the value as `detail`. */
const fieldsOf = (extra: unknown): Record<string, unknown> => {
  if (extra === undefined) return {};
  if (extra instanceof Error) return { error: errorFields(extra) };
  if (typeof extra === 'string') return { detail: scrub(extra) };
  if (typeof extra === 'object' && extra !== null && !Array.isArray(extra))
    return extra as Record<string, unknown>;
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
