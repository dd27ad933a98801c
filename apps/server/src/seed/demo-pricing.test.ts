import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { createUser } from '../lib/create-user.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { seedDemo } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoPricing (through seedDemo)', () => {
  it('adds an active and an ended override rule and a platform IBAN, each in the action log', async () => {
    const admin = await createUser({ db: testApp.deps.database.db, auth: testApp.deps.auth }, { role: 'admin', email: testApp.deps.config.adminEmail, password: 'Yonetici-Parola-1' });
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const client = testApp.client();
    await signIn(client, admin.email, 'Yonetici-Parola-1');

    const rules = (await client.get('/api/admin/commission-rules')).body;
    expect(rules.total).toBe(2);
    const byIdentifier = Object.fromEntries(rules.items.map((rule: { identifier: string }) => [rule.identifier, rule]));
    expect(byIdentifier.pet_walker).toMatchObject({ type: 'role', percent: 5, isActive: true, inForce: true });
    expect(byIdentifier.vaccination).toMatchObject({ type: 'service', percent: 4.5, isActive: true, inForce: false });
    expect(byIdentifier.pet_walker.notes).toContain('Yaz kampanyası');

    const settings = (await client.get('/api/admin/settings')).body;
    expect(settings.iban).toMatch(/^TR\d{24}$/);
  });
});
