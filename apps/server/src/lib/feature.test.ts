import { describe, expect, it } from 'vitest';

import type { AppRouter } from './create-router.ts';
import { composeFeatures, type ServerFeature } from './feature.ts';
import type { Job } from './jobs.ts';
import type { SupportTickets } from './support-tickets.ts';

const router = {} as AppRouter;
const job = (name: string): Job => ({ name, intervalMs: 1000, run: async () => {} });
const render = () => ({ title: '', body: '' });
const tickets = {} as SupportTickets;

describe('composeFeatures', () => {
  it('gathers routers, jobs, hooks and renderers in the order of the list, handing services to those that need them', () => {
    const handed: SupportTickets[] = [];
    const second = {} as AppRouter;
    const hooks = { deleted: async () => {} };
    const composed = composeFeatures([
      { name: 'a', routers: [router], jobs: [job('a')], notifications: { a_done: render } },
      {
        name: 'b',
        needs: ['supportTickets'],
        routers: ({ supportTickets }) => {
          handed.push(supportTickets);
          return [second];
        },
        accountHooks: hooks,
      },
      { name: 'c', provides: { supportTickets: tickets } },
    ]);
    expect(composed.routers).toEqual([router, second]);
    expect(handed).toEqual([tickets]);
    expect(composed.jobs.map((item) => item.name)).toEqual(['a']);
    expect(composed.accountHooks).toEqual([hooks]);
    expect(Object.keys(composed.notifications)).toEqual(['a_done']);
  });

  it.each<[string, ServerFeature[]]>([
    ['the name a', [{ name: 'a' }, { name: 'a' }]],
    ['the job j', [{ name: 'a', jobs: [job('j')] }, { name: 'b', jobs: [job('j')] }]],
    ['the notification kind k', [{ name: 'a', notifications: { k: render } }, { name: 'b', notifications: { k: render } }]],
  ])('refuses two features declaring %s', (what, features) => {
    expect(() => composeFeatures(features)).toThrow(`two features declare ${what}`);
  });

  it('refuses a service provided twice or needed and not provided', () => {
    expect(() =>
      composeFeatures([
        { name: 'a', provides: { supportTickets: tickets } },
        { name: 'b', provides: { supportTickets: tickets } },
      ]),
    ).toThrow('two features provide supportTickets');
    expect(() => composeFeatures([{ name: 'b', needs: ['supportTickets'] }])).toThrow(
      'b needs supportTickets, which no feature provides',
    );
  });
});
