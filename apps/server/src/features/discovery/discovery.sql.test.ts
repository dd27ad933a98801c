import { PROVIDER_ROLES } from '@patili/domain/access';
import { BROWSE_SORTS } from '@patili/domain/discovery';
import { describe, expect, it } from 'vitest';

import { browseStatement, buildBrowseStatement, FROM_SESSION, type BrowseStatementInput } from './discovery.sql.ts';

const FILTERS = [
  'maxDistanceKm',
  'minRating',
  'specialization',
  'servicePlace',
  'firstAid',
  'verified',
] as const;
const VALUES = {
  maxDistanceKm: 10,
  minRating: 4,
  specialization: 'cats',
  servicePlace: 'clinic',
  firstAid: true,
  verified: true,
} as const;

/** Every shape a browse statement can take: kind × sort × located or not × any set of filters. */
const everyShape = (): BrowseStatementInput[] =>
  PROVIDER_ROLES.flatMap((kind) =>
    BROWSE_SORTS.flatMap((sort) =>
      [null, { latitude: 40.99, longitude: 29.03 }].flatMap((viewerPoint) =>
        [null, '0190d4e0-0000-7000-8000-000000000001'].flatMap((matchesOnlyViewerId) =>
          [false, true].flatMap((fromSession) =>
            Array.from({ length: 2 ** FILTERS.length }, (_, mask) => {
              const input: BrowseStatementInput = {
                kind,
                sort,
                words: [],
                maxDistanceKm: null,
                minRating: null,
                specialization: null,
                servicePlace: null,
                firstAid: null,
                verified: null,
                limit: 12,
                offset: 0,
                countLimit: 100,
                countBudget: 1000,
                // Read with the session: the viewer's point and id come from its row.
                ...(fromSession
                  ? {
                      viewerPoint: viewerPoint && FROM_SESSION,
                      matchesOnlyViewerId: matchesOnlyViewerId && FROM_SESSION,
                      session: { sql: 'select 1', token: 'token' },
                    }
                  : { viewerPoint, matchesOnlyViewerId }),
              };
              FILTERS.forEach((filter, bit) => {
                if (mask & (1 << bit)) Object.assign(input, { [filter]: VALUES[filter] });
              });
              return input;
            }),
          ),
        ),
      ),
    ),
  );

describe('browse statement names', () => {
  it('fit PostgreSQL’s 63 characters and name one text each, so a prepared statement is never another’s', () => {
    const textOf = new Map<string, string>();
    for (const input of everyShape()) {
      const { name, text } = browseStatement(input);
      expect(name).not.toBeNull();
      expect(name!.length).toBeLessThanOrEqual(63);
      const seen = textOf.get(name!);
      if (seen !== undefined) expect(text, name!).toBe(seen);
      textOf.set(name!, text);
    }
    expect(textOf.size).toBe(
      PROVIDER_ROLES.length * BROWSE_SORTS.length * 2 * 2 * 2 * 2 ** FILTERS.length,
    );
  });

  it('keeps a named statement’s text once made, and gives the values building it would, in its order', () => {
    for (const input of everyShape()) {
      const token = { ...input, ...(input.session ? { session: { sql: 'select 1', token: 'another token' } } : {}) };
      const other = {
        ...token,
        ...(input.viewerPoint && input.viewerPoint !== FROM_SESSION ? { viewerPoint: { latitude: 39.9, longitude: 32.86 } } : {}),
        ...(input.matchesOnlyViewerId && input.matchesOnlyViewerId !== FROM_SESSION ? { matchesOnlyViewerId: '0190d4e0-0000-7000-8000-000000000002' } : {}),
      };
      browseStatement(input);
      // The second, kept: the same text object, other values in the right places.
      expect(browseStatement(other)).toEqual(buildBrowseStatement(other));
      expect(browseStatement(other).text).toBe(browseStatement(input).text);
    }
  });

  it('keeps a text per session statement: one made with another session statement is never given', () => {
    const input = everyShape().find((shape) => shape.session)!;
    for (const sql of ['select 1', 'select 2', 'select 1']) {
      const withSession = { ...input, session: { sql, token: 'token' } };
      expect(browseStatement(withSession)).toEqual(buildBrowseStatement(withSession));
    }
  });

  it('leaves a statement with search words unnamed, so it is planned for its words', () => {
    const [input] = everyShape();
    expect(browseStatement({ ...input!, words: ['kedi'] }).name).toBeNull();
  });

  it('refuses a viewer from a session the statement does not read', () => {
    const [input] = everyShape();
    expect(() =>
      browseStatement({ ...input!, viewerPoint: FROM_SESSION, session: null }),
    ).toThrow();
    expect(() =>
      browseStatement({ ...input!, matchesOnlyViewerId: FROM_SESSION, session: null }),
    ).toThrow();
  });

  it('refuses a count limit that does not reach past the page', () => {
    const [input] = everyShape();
    expect(() => browseStatement({ ...input!, offset: 96, countLimit: 100 })).toThrow();
  });
});
