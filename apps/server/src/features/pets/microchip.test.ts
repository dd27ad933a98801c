import type { NotificationList } from '@patili/domain/bookings';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

const CHIP = '792098100765432';

describe('a vet’s microchip lookup', () => {
  it('is for veterinarians (and the admin) only', async () => {
    await expectAccessMatrix(testApp, { method: 'POST', path: '/api/microchips/lookup', json: { microchip: CHIP } }, ['veterinarian', 'admin']);
    await expectAccessMatrix(testApp, { method: 'POST', path: '/api/microchips/notify-owner', json: { microchip: '792098100000009' } }, ['veterinarian', 'admin']);
  });

  it('says registered or not, never whose, and tells the owner with the vet’s profile to reach them', async () => {
    const owner = await signedInAs(testApp, 'owner', { name: 'Ayşe Yılmaz' });
    expect((await owner.client.post('/api/pets', { name: 'Karamel', species: 'dog', age: 4, microchip: CHIP })).status).toBe(201);
    const { user: vet, client } = await signedInAs(testApp, 'veterinarian', { name: 'Dr. Elif Kaya' });

    const found = await client.post('/api/microchips/lookup', { microchip: '792 0981 0076 5432' });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ microchip: CHIP, registered: true });
    expect(JSON.stringify(found.body)).not.toMatch(/Ayşe|Karamel|owner/i);
    expect((await client.post('/api/microchips/lookup', { microchip: '792098100000000' })).body).toEqual({ microchip: '792098100000000', registered: false });

    expect((await client.post('/api/microchips/notify-owner', { microchip: CHIP })).status).toBe(204);
    const told = (await owner.client.get<NotificationList>('/api/notifications')).body.items[0];
    expect(told).toMatchObject({ type: 'pet_microchip_read', title: 'Karamel bir veterinerde', path: `/owner/providers/${vet.id}` });
    expect(told?.body).toContain('Dr. Elif Kaya, Karamel için mikroçip okuttu.');
    expect((await latestOutbox(testApp, owner.user.email))?.subject).toBe('Patili: Karamel bir veterinerde');

    const unknown = await client.post('/api/microchips/notify-owner', { microchip: '792098100000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Bu numara Patili’de kayıtlı değil.');
  });

  it('refuses a malformed number with the field message', async () => {
    const { client } = await signedInAs(testApp, 'veterinarian');
    const response = await client.post('/api/microchips/lookup', { microchip: '99900000000000A' });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ microchip: 'Mikroçip numarası 15 rakamdan oluşmalıdır (ISO 11784/11785).' });
  });
});
