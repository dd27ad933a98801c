import type { Namespace, resources } from './resources.ts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type TrResources = (typeof resources)['tr'];

/** A message key, `namespace:dotted.path`, checked against the Turkish catalogue at compile time. */
export type MessageKey = { [N in Namespace]: `${N}:${Leaves<TrResources[N]>}` }[Namespace];

/** Marks a string as a message key (typed), for schema messages and error tables. */
export const msg = <K extends MessageKey>(key: K): K => key;

// The lookups read the whole catalogue: they live apart, so a schema that only names its message
// keys (`msg`) does not carry every language into the web's bundles.
export { interpolate, isMessageKey, lookupMessage, translate, type TranslateParams } from './lookup.ts';
