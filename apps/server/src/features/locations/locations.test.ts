import { distanceKm } from '@patili/domain/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createTestApp, type TestApp } from '../../../test/setup-app.ts';
import { findDistrict } from './locations.data.ts';
import { resolveLocation } from './locations.service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/locations/cities', () => {
  it('lists the 81 cities by Turkish name', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.get('/api/locations/cities');
    expect(response.status).toBe(200);
    expect(response.body.cities).toHaveLength(81);
    expect(response.body.cities[0]).toEqual({ code: '01', name: 'Adana' });
    expect(response.body.cities).toContainEqual({ code: '34', name: 'İstanbul' });
  });
  it('is for signed-in users', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/locations/cities' }, 'signed-in');
  });
});

describe('GET /api/locations/cities/:code/districts', () => {
  it("lists a city's districts, and 404 for an unknown plate code", async () => {
    const { client } = await signedInAs(testApp, 'sitter');
    const response = await client.get('/api/locations/cities/34/districts');
    expect(response.status).toBe(200);
    expect(response.body.districts).toContain('Kadıköy');
    expect(response.body.districts).toContain('Üsküdar');
    expect((await client.get('/api/locations/cities/99/districts')).status).toBe(404);
  });
  it('is for signed-in users', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/locations/cities/34/districts' }, 'signed-in');
  });
});

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
