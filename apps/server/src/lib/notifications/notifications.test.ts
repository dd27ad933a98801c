import { describe, expect, it } from 'vitest';

import { renderEach, renderNotification } from './notifications.ts';

const renderers = renderEach(['probe_done', 'probe_failed'], (locale, row) => ({
  title: `${locale}:${row.type}`,
  body: String(row.payload.what),
}));

describe('renderNotification', () => {
  it('writes a kind with its renderer, in the given language', () => {
    expect(renderNotification(renderers, 'en', { type: 'probe_failed', payload: { what: 'x' } })).toEqual({
      title: 'en:probe_failed',
      body: 'x',
    });
  });

  it('writes a kind no renderer knows as its name, an inherited property name included', () => {
    for (const type of ['probe_unknown', 'constructor', 'toString'])
      expect(renderNotification(renderers, 'tr', { type, payload: {} })).toEqual({ title: type, body: '' });
  });
});
