/**
 * IP addresses as the deny list keeps and compares them: one canonical spelling per
 * address, so a block holds whichever way it was typed or reached the server. IPv4 stays dotted
 * (`192.0.2.7`; leading zeros refused, as `node:net` does); IPv6 is written the RFC 5952 way
 * (lower case, no leading zeros, the longest run of zero groups as `::`); an IPv4-mapped IPv6
 * address (`::ffff:192.0.2.7`, how a dual-stack socket reports an IPv4 client) is its IPv4 address.
 * A zone (`fe80::1%eth0`) is not an address of the internet and is refused.
 */

const IPV4_OCTET = /^(?:0|[1-9]\d{0,2})$/;

const parseIpv4 = (text: string): number[] | null => {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets: number[] = [];
  for (const part of parts) {
    if (!IPV4_OCTET.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    octets.push(value);
  }
  return octets;
};

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
const parseIpv6 = (text: string): number[] | null => {
  if (text.length > 45 || !text.includes(':')) return null;
  let head = text;
  let tail: number[] = [];
  // A trailing dotted IPv4 part stands for the last two groups.
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const octets = parseIpv4(last);
    if (!octets) return null;
    tail = [(octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!];
    head = text.slice(0, lastColon + 1);
    // `::1.2.3.4` leaves `::`; `64:ff9b::1.2.3.4` leaves `64:ff9b::`; `1:2:3:4:5:6:1.2.3.4` leaves `1:…:6:`.
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    for (const group of part.split(':')) {
      if (!HEX_GROUP.test(group)) return null;
      groups.push(parseInt(group, 16));
    }
    return groups;
  };
  const left = groupsOf(halves[0]!);
  if (!left) return null;
  if (halves.length === 1) {
    const all = [...left, ...tail];
    return all.length === 8 ? all : null;
  }
  const right = groupsOf(halves[1]!);
  if (!right) return null;
  const known = left.length + right.length + tail.length;
  if (known > 7) return null;
  return [...left, ...new Array<number>(8 - known).fill(0), ...right, ...tail];
};

const formatIpv6 = (groups: number[]): string => {
  // The longest run of two or more zero groups (the first of equal runs) becomes `::`.
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8; ) {
    if (groups[start] !== 0) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestLength < 2) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
};

/**
 * The canonical spelling of an IPv4 or IPv6 address (see above), or null when the text is not
 * one. Surrounding spaces and the brackets of `[::1]` are tolerated.
 */
export const normalizeIpAddress = (input: string): string | null => {
  let text = input.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (text === '' || text.length > 45) return null;
  const v4 = parseIpv4(text);
  if (v4) return v4.join('.');
  const v6 = parseIpv6(text);
  if (!v6) return null;
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff) {
    return [v6[6]! >> 8, v6[6]! & 0xff, v6[7]! >> 8, v6[7]! & 0xff].join('.');
  }
  return formatIpv6(v6);
};

export const isIpAddress = (input: string): boolean => normalizeIpAddress(input) !== null;

/** Whether two spellings name the same address (false when either is not an address). */
export const sameIpAddress = (a: string | null | undefined, b: string | null | undefined): boolean => {
  if (!a || !b) return false;
  const left = normalizeIpAddress(a);
  return left !== null && left === normalizeIpAddress(b);
};

/**
 * The block-own-address rule: an admin may not put on the deny list the address their own
 * request comes from (it would lock them out of the panel that lifts it). Unknown callers (no
 * address) cannot be compared and are let through.
 */
export const isOwnAddress = (target: string, callerAddress: string | null | undefined): boolean =>
  sameIpAddress(target, callerAddress);
