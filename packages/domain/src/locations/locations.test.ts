import { describe, expect, it } from 'vitest';

import { blurPoint, distanceKm, LOCATION_BLUR_METRES, locationInputSchema } from './locations.ts';

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

describe('blurPoint', () => {
  const home = { latitude: 40.9903, longitude: 29.0292 };
  it('moves a point 300 to 700 m, the same way every time for one seed', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const metres = distanceKm(home, blurPoint(home, seed * 7919)) * 1000;
      expect(metres, String(seed)).toBeGreaterThanOrEqual(LOCATION_BLUR_METRES.min - 1);
      expect(metres, String(seed)).toBeLessThanOrEqual(LOCATION_BLUR_METRES.max + 1);
    }
    expect(blurPoint(home, 42)).toEqual(blurPoint(home, 42));
  });
  it('keeps the same offset when the point moves, and differs between seeds', () => {
    const moved = { latitude: home.latitude + 0.01, longitude: home.longitude + 0.01 };
    const a = blurPoint(home, 42);
    const b = blurPoint(moved, 42);
    expect(b.latitude - moved.latitude).toBeCloseTo(a.latitude - home.latitude, 6);
    expect(blurPoint(home, 43)).not.toEqual(a);
  });
  it('spreads directions all around', () => {
    const quadrants = new Set(
      Array.from({ length: 200 }, (_, seed) => {
        const p = blurPoint(home, seed);
        return `${p.latitude > home.latitude ? 'N' : 'S'}${p.longitude > home.longitude ? 'E' : 'W'}`;
      }),
    );
    expect(quadrants.size).toBe(4);
  });
});
