/**
 * Ids the app has handed out during the run (pets, files, users…), so generated requests can name
 * rows that exist, including other users' rows, and get past "not found" into the handlers.
 * Requests are generated before they are sent, so a generated value carries a `KnownId` marker
 * that is resolved against the pool when the request is sent.
 */

/** A placeholder for "the n-th id seen so far" (modulo the pool's size). */
export class KnownId {
  constructor(readonly index: number) {}

  toJSON(): string {
    return `<known id #${this.index}>`;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Stands in for an id while the pool is still empty: a well-formed id of nothing. */
const NOBODY = '00000000-0000-7000-8000-000000000000';
const MAX_IDS = 500;

export class KnownIds {
  private readonly ids: string[] = [];
  private readonly seen = new Set<string>();

  add(id: string): void {
    if (this.seen.has(id) || this.ids.length >= MAX_IDS) return;
    this.seen.add(id);
    this.ids.push(id);
  }

  /** Collects every uuid-shaped string under an `id` or `…Id` key of a JSON answer. */
  harvest(value: unknown, key = ''): void {
    if (typeof value === 'string') {
      if ((key === 'id' || key.endsWith('Id')) && UUID.test(value)) this.add(value);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) this.harvest(item, key);
      return;
    }
    if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) this.harvest(item, name);
  }

  resolve(marker: KnownId): string {
    return this.ids.length === 0 ? NOBODY : this.ids[marker.index % this.ids.length]!;
  }

  /** A copy of a generated value with every marker replaced by its id. */
  resolveDeep(value: unknown): unknown {
    if (value instanceof KnownId) return this.resolve(value);
    if (Array.isArray(value)) return value.map((item) => this.resolveDeep(item));
    if (value && typeof value === 'object') {
      // defineProperty keeps a generated `__proto__` key an own property, as JSON.parse makes it.
      const copy: Record<string, unknown> = {};
      for (const [name, item] of Object.entries(value)) {
        Object.defineProperty(copy, name, {
          value: this.resolveDeep(item),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return copy;
    }
    return value;
  }
}
