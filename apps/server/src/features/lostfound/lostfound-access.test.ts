import { describe, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { createReportAs, reportInput } from './lostfound-test-kit.ts';

const testApp = useTestApp();
const UNKNOWN = '0195f3a0-0000-7000-8000-000000000000';

describe('access', () => {
  it('lets every signed-in role call every lost-and-found route, and refuses visitors', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const report = await createReportAs(client);
    const body = await reportInput(client);
    const routes = [
      { method: 'GET', path: '/api/lostfound' },
      { method: 'GET', path: '/api/lostfound?type=found&animal=cat&q=moda' },
      { method: 'POST', path: '/api/lostfound', json: { ...body, photoIds: [] } },
      { method: 'GET', path: '/api/lostfound/alerts' },
      { method: 'PUT', path: '/api/lostfound/alerts', json: { enabled: true } },
      { method: 'GET', path: `/api/lostfound/${report.id}` },
      // An unknown report (404): the reporter-only 403 is tested with the routes themselves, and
      // this helper reads any 403 as a refused role.
      { method: 'PUT', path: `/api/lostfound/${UNKNOWN}`, json: body },
      { method: 'PATCH', path: `/api/lostfound/${UNKNOWN}/status`, json: { status: 'closed' } },
    ] as const;
    for (const request of routes) await expectAccessMatrix(testApp, request, 'signed-in');
  });
});
