/**
 * Query-string helpers without the DOM or Node (`URLSearchParams` is neither ES nor available to a
 * pure package): `a=1&b=x%20y` ↔ ordered pairs.
 */
export type QueryPairs = Array<[string, string]>;

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
};

export const parseQuery = (query: string): QueryPairs =>
  query
    .replace(/^[?#]/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq === -1 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
    });

export const formatQuery = (pairs: QueryPairs): string =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
