import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

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
