import { describe, expect, it } from 'vitest';

import { isIpAddress, isOwnAddress, normalizeIpAddress, sameIpAddress } from './ip-address.ts';

describe('normalizeIpAddress', () => {
  it('keeps IPv4 dotted and refuses what is not one', () => {
    expect(normalizeIpAddress(' 192.0.2.7 ')).toBe('192.0.2.7');
    expect(normalizeIpAddress('0.0.0.0')).toBe('0.0.0.0');
    expect(normalizeIpAddress('255.255.255.255')).toBe('255.255.255.255');
    for (const bad of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', 'a.b.c.d', '', ' ', '1.2.3.4/24', 'localhost']) {
      expect(normalizeIpAddress(bad), bad).toBeNull();
    }
  });

  it('writes IPv6 the RFC 5952 way', () => {
    expect(normalizeIpAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normalizeIpAddress('2001:0db8:0000:0000:0001:0000:0000:0001')).toBe('2001:db8::1:0:0:1');
    expect(normalizeIpAddress('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1');
    expect(normalizeIpAddress('::1')).toBe('::1');
    expect(normalizeIpAddress('[::1]')).toBe('::1');
    expect(normalizeIpAddress('::')).toBe('::');
    expect(normalizeIpAddress('fe80::')).toBe('fe80::');
    expect(normalizeIpAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b::c000:221');
    for (const bad of ['2001:db8::1::1', '12345::', '1:2:3:4:5:6:7:8:9', 'fe80::1%eth0', ':::', 'g::1', '1:2:3:4:5:6:7']) {
      expect(normalizeIpAddress(bad), bad).toBeNull();
    }
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(normalizeIpAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(normalizeIpAddress('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('agrees with node:net isIP on which texts are addresses (its answers, written out)', () => {
    const samples: Array<[string, boolean]> = [
      ['1.1.1.1', true], ['999.1.1.1', false], ['::', true], ['::1', true], ['1::', true], ['1:2:3:4:5:6:7:8', true],
      ['1:2:3:4:5:6:1.2.3.4', true], ['1::2::3', false], ['abcd::12345', false], ['::ffff:1.2.3.4', true], ['1.2.3.04', false], ['x', false],
    ];
    for (const [sample, isAddress] of samples) expect(isIpAddress(sample), sample).toBe(isAddress);
  });
});

describe('the block-own-address rule', () => {
  it('compares canonical spellings', () => {
    expect(sameIpAddress('::ffff:10.0.0.1', '10.0.0.1')).toBe(true);
    expect(sameIpAddress('2001:db8::1', '2001:0DB8:0:0::1')).toBe(true);
    expect(sameIpAddress('10.0.0.1', '10.0.0.2')).toBe(false);
    expect(isOwnAddress('10.0.0.1', '::ffff:10.0.0.1')).toBe(true);
    expect(isOwnAddress('10.0.0.1', '10.0.0.9')).toBe(false);
    expect(isOwnAddress('10.0.0.1', undefined)).toBe(false);
    expect(isOwnAddress('not an address', 'not an address')).toBe(false);
  });
});
