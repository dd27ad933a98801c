import { describe, expect, it } from 'vitest';

import { distanceKm, locationInputSchema } from './locations.ts';

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    const kadikoy = { latitude: 40.9903, longitude: 29.0292 };
    const besiktas = { latitude: 41.0422, longitude: 29.0083 };
    expect(distanceKm(kadikoy, kadikoy)).toBe(0);
    expect(distanceKm(kadikoy, besiktas)).toBeCloseTo(distanceKm(besiktas, kadikoy), 10);
  });
  it('measures known distances within a few percent', () => {
    // Istanbul (Sultanahmet) to Ankara (Kızılay): about 350 km as the crow flies.
    const istanbul = { latitude: 41.0054, longitude: 28.9768 };
    const ankara = { latitude: 39.9208, longitude: 32.8541 };
    expect(distanceKm(istanbul, ankara)).toBeGreaterThan(340);
    expect(distanceKm(istanbul, ankara)).toBeLessThan(355);
    // Kadıköy to Beşiktaş across the Bosphorus: about 6 km.
    expect(distanceKm({ latitude: 40.9903, longitude: 29.0292 }, { latitude: 41.0422, longitude: 29.0083 })).toBeCloseTo(6.05, 0);
  });
});

describe('locationInputSchema', () => {
  it('needs a plate code and a district', () => {
    const result = locationInputSchema.safeParse({ cityCode: '', district: ' ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ cityCode: 'locations:cityRequired', district: 'locations:districtRequired' });
  });
  it('refuses plate codes outside 01–81 and map points outside Turkey', () => {
    expect(locationInputSchema.safeParse({ cityCode: '82', district: 'X' }).success).toBe(false);
    expect(locationInputSchema.safeParse({ cityCode: '00', district: 'X' }).success).toBe(false);
    const paris = locationInputSchema.safeParse({ cityCode: '34', district: 'Kadıköy', mapPoint: { latitude: 48.85, longitude: 2.35 } });
    expect(paris.success).toBe(false);
  });
  it('accepts a city, district and optional point', () => {
    expect(locationInputSchema.parse({ cityCode: '34', district: ' Kadıköy ' })).toEqual({ cityCode: '34', district: 'Kadıköy', mapPoint: null });
    expect(locationInputSchema.parse({ cityCode: '06', district: 'Çankaya', mapPoint: { latitude: 39.9, longitude: 32.85 } }).mapPoint).toEqual({
      latitude: 39.9,
      longitude: 32.85,
    });
  });
});
