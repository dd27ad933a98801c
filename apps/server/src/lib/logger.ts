/* eslint-disable no-console -- the logger is the one place that writes to the console */
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: Level = 'info';

/** Sets the lowest level written (from LOG_LEVEL). */
export const setLogLevel = (level: Level) => {
  threshold = level;
};

const write = (level: Level, message: string, extra?: unknown) => {
  if (ORDER[level] < ORDER[threshold]) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase().padEnd(5)} ${message}`;
  const out = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  if (extra === undefined) out(line);
  else out(line, extra);
};

/** A small leveled logger: one line per event, ISO time first. */
export const logger = {
  debug: (message: string, extra?: unknown) => write('debug', message, extra),
  info: (message: string, extra?: unknown) => write('info', message, extra),
  warn: (message: string, extra?: unknown) => write('warn', message, extra),
  error: (message: string, extra?: unknown) => write('error', message, extra),
};
