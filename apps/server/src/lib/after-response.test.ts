import { describe, expect, it } from 'vitest';

import { afterResponse, settleAllAfterResponse } from './after-response.ts';

describe('afterResponse', () => {
  it('runs the work on a later turn, and settle waits for it and for work it starts in turn', async () => {
    const background = afterResponse();
    const done: string[] = [];
    background.start('first failed', () => {
      done.push('first');
      background.start('second failed', () => {
        done.push('second');
        return Promise.resolve();
      });
      return Promise.resolve();
    });
    expect(done).toEqual([]);
    await background.settle();
    expect(done).toEqual(['first', 'second']);
  });

  it('keeps a failure to itself: settle still resolves and later work still runs', async () => {
    const background = afterResponse();
    const done: string[] = [];
    background.start('broken failed', () => Promise.reject(new Error('disk full')));
    background.start('fine failed', () => {
      done.push('fine');
      return Promise.resolve();
    });
    await expect(background.settle()).resolves.toBeUndefined();
    expect(done).toEqual(['fine']);
  });

  it('lets a closing server wait for the work of every feature at once', async () => {
    const done: string[] = [];
    const gates: Array<() => void> = [];
    for (const name of ['broadcast', 'export'])
      afterResponse().start(`${name} failed`, async () => {
        await new Promise<void>((resolve) => gates.push(resolve));
        done.push(name);
      });
    let settled = false;
    const settling = settleAllAfterResponse().then(() => {
      settled = true;
    });
    // Both have started and wait at their gates: nothing is settled yet.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(gates).toHaveLength(2);
    expect(settled).toBe(false);
    for (const open of gates) open();
    await settling;
    expect(done.sort()).toEqual(['broadcast', 'export']);
  });
});
