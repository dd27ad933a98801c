import { describe, expect, it } from 'vitest';

import { configureLogger, logger } from './logger.ts';

/** The JSON lines the logger writes to standard output while `run` runs. */
const linesOf = (run: () => void): Record<string, unknown>[] => {
  const written: string[] = [];
  try {
    configureLogger({ level: 'info', format: 'json', destination: { write: (line: string) => written.push(line) } });
    run();
  } finally {
    configureLogger({ level: 'warn', format: 'json' });
  }
  return written.join('').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
};

describe('logger', () => {
  it('writes one JSON object a line: level, time, message and the fields, no colour codes', () => {
    const [line, ...rest] = linesOf(() => logger.info('request', { method: 'GET', status: 200 }));
    expect(rest).toEqual([]);
    expect(line).toEqual({ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), msg: 'request', method: 'GET', status: 200 });
    expect(JSON.stringify(line)).not.toContain('\u001b[');
  });

  it('keeps passwords, tokens, cookies and a statement’s values out', () => {
    const lines = linesOf(() => {
      logger.warn('sign-in', { password: 'Gizli123!', token: 'abc', headers: { cookie: 'session=1', authorization: 'Bearer x' } });
      logger.error('mail failed', new Error('Failed query: select * from "user" where email = $1\nparams: ayse@example.com'));
      logger.error('job failed', 'Failed query: update "pet" set name = $1\nparams: Tekir,ayse@example.com');
    });
    const text = JSON.stringify(lines);
    for (const secret of ['Gizli123!', '"abc"', 'session=1', 'Bearer x', 'ayse@example.com', 'Tekir']) expect(text, secret).not.toContain(secret);
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'mail failed', error: { type: 'Error', message: expect.stringContaining('params: [redacted]') } });
  });

  it('writes nothing below the level', () => {
    const written: string[] = [];
    configureLogger({ level: 'warn', format: 'json', destination: { write: (line: string) => written.push(line) } });
    logger.info('not written');
    logger.warn('written');
    configureLogger({ level: 'warn', format: 'json' });
    expect(written).toHaveLength(1);
  });
});
