import { distanceKm } from '@patili/domain/locations';
import { describe, expect, it } from 'vitest';

import { findDistrict } from './locations-data.ts';
import { resolveLocation } from './locations.ts';

describe('resolveLocation', () => {
  it("uses the district's centre, or the map point when given", () => {
    const centre = resolveLocation({ cityCode: '34', district: 'kadikoy', mapPoint: null });
    expect(centre).toMatchObject({ cityCode: '34', district: 'Kadıköy', locationIsExact: false });
    // Kadıköy's centre is within a few kilometres of its pier.
    expect(distanceKm({ latitude: centre.latitude!, longitude: centre.longitude! }, { latitude: 40.99, longitude: 29.025 })).toBeLessThan(8);
    const exact = resolveLocation({ cityCode: '34', district: 'Kadıköy', mapPoint: { latitude: 40.98, longitude: 29.05 } });
    expect(exact).toMatchObject({ latitude: 40.98, longitude: 29.05, locationIsExact: true });
  });
  it('refuses a district of another city on the district field', () => {
    expect(() => resolveLocation({ cityCode: '06', district: 'Kadıköy', mapPoint: null }, 'location.')).toThrowError(
      expect.objectContaining({ code: 'VALIDATION_FAILED', fieldKeys: { 'location.district': 'locations:districtNotInCity' } }),
    );
  });
  it('knows a centre for every district (falling back to the city centre)', () => {
    for (const [code, district] of [['06', 'Çankaya'], ['35', 'Bornova'], ['07', 'Muratpaşa'], ['16', 'Nilüfer']] as const) {
      const found = findDistrict(code, district);
      expect(found?.centre, `${code} ${district}`).not.toBeNull();
    }
  });
});
