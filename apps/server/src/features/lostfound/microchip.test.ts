import type { NotificationList } from '@patili/domain/bookings';
import type { ConversationPage } from '@patili/domain/chat';
import type { ReportDetail } from '@patili/domain/lostfound';
import { describe, expect, it } from 'vitest';

import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { createReportAs, reportInput } from './lostfound-test-kit.ts';

const { testApp } = useClockedTestApp('2026-06-10T07:00:00.000Z');

const CHIP = '792098100123456';

const chippedOwner = async (chip = CHIP) => {
  const owner = await signedInAs(testApp, 'owner', { name: 'Ayşe Yılmaz' });
  const pet = await owner.client.post('/api/pets', { name: 'Karamel', species: 'dog', age: 4, microchip: chip });
  expect(pet.status).toBe(201);
  return owner;
};

const notificationsOf = async (client: Awaited<ReturnType<typeof signedInAs>>['client']) =>
  (await client.get<NotificationList>('/api/notifications')).body.items;
const conversationsOf = async (client: Awaited<ReturnType<typeof signedInAs>>['client']) =>
  (await client.get<ConversationPage>('/api/chat/conversations')).body.items;

describe('a found pet’s microchip', () => {
  it('scores 100 % against a lost report with the same number, whatever else differs', async () => {
    const owner = await chippedOwner('792098100000001');
    const lost = await createReportAs(owner.client, { animalType: 'dog', breed: 'Golden', colors: ['brown'], lastSeenLocation: 'Moda', distinguishingFeatures: null, microchip: '792098100000001' });
    const vet = await signedInAs(testApp, 'veterinarian');
    const found = await createReportAs(vet.client, { reportType: 'found', animalType: 'dog', breed: null, colors: ['black'], lastSeenLocation: 'Bostancı iskelesi', distinguishingFeatures: null, microchip: '7920 9810 0000 001' });
    const seen = (await owner.client.get<ReportDetail>(`/api/lostfound/${lost.id}`)).body;
    expect(seen.similar).toEqual([expect.objectContaining({ report: expect.objectContaining({ id: found.id }), score: 100 })]);
  });

  it('tells the registered pet’s owner at once, in the app and by e-mail, and opens a chat with the finder', async () => {
    const owner = await chippedOwner();
    const vet = await signedInAs(testApp, 'veterinarian', { name: 'Dr. Elif Kaya' });
    const found = await createReportAs(vet.client, { reportType: 'found', petName: null, animalType: 'dog', lastSeenLocation: 'Bostancı iskelesi', district: 'Kadıköy', microchip: '792 0981 0012 3456' });

    const [told] = await notificationsOf(owner.client);
    expect(told).toMatchObject({
      type: 'lostfound_microchip_owner',
      title: 'Karamel (köpek) bulunmuş olabilir',
      path: `/chat/lostfound_${found.id}_reporter_${vet.user.id}`,
    });
    expect(told?.body).toContain('Kadıköy ilçesinde (Bostancı iskelesi)');
    expect((await latestOutbox(testApp, owner.user.email))?.subject).toBe('Patili: Karamel (köpek) bulunmuş olabilir');
    const [finderTold] = await notificationsOf(vet.client);
    expect(finderTold).toMatchObject({ type: 'lostfound_microchip_finder', path: `/chat/lostfound_${found.id}_reporter_${vet.user.id}?asker=${owner.user.id}` });
    // The finder is told the pet is registered, never its name.
    expect(`${finderTold?.title} ${finderTold?.body}`).not.toContain('Karamel');

    // The same conversation on both sides, nothing said yet, no contact details in it.
    const [ownerChat] = await conversationsOf(owner.client);
    expect(ownerChat).toMatchObject({ chatId: `lostfound_${found.id}_reporter_${vet.user.id}`, asker: null, other: { id: vet.user.id }, lastMessage: null });
    const [finderChat] = await conversationsOf(vet.client);
    expect(finderChat).toMatchObject({ chatId: ownerChat?.chatId, asker: owner.user.id, other: { id: owner.user.id, name: 'Ayşe Yılmaz' } });

    // The number is the finder's alone: the owner reading the report does not see it.
    expect((await owner.client.get<ReportDetail>(`/api/lostfound/${found.id}`)).body.report.microchip).toBeNull();
    expect((await vet.client.get<ReportDetail>(`/api/lostfound/${found.id}`)).body.report.microchip).toBe(CHIP);

    // Saving the report again with the number tells no one twice.
    const again = await vet.client.put(`/api/lostfound/${found.id}`, await reportInput(vet.client, { reportType: 'found', petName: null, animalType: 'dog', lastSeenLocation: 'Bostancı iskelesi', microchip: CHIP }));
    expect(again.status).toBe(200);
    expect((await notificationsOf(owner.client)).filter((item) => item.type === 'lostfound_microchip_owner')).toHaveLength(1);
  });

  it('tells no one for an unregistered number, a lost report, or the finder’s own pet', async () => {
    const owner = await chippedOwner('792098100999999');
    const before = (await notificationsOf(owner.client)).length;
    const stranger = await signedInAs(testApp, 'owner');
    await createReportAs(stranger.client, { reportType: 'found', microchip: '792098100888888' });
    await createReportAs(stranger.client, { reportType: 'lost', microchip: '792098100999999' });
    await createReportAs(owner.client, { reportType: 'found', microchip: '792098100999999' });
    expect(await notificationsOf(owner.client)).toHaveLength(before);
    expect(await conversationsOf(owner.client)).toEqual([]);
    expect(await conversationsOf(stranger.client)).toEqual([]);
  });

  it('refuses a malformed number on the report with the field message', async () => {
    const vet = await signedInAs(testApp, 'veterinarian');
    const response = await vet.client.post('/api/lostfound', await reportInput(vet.client, { reportType: 'found', microchip: '12345' }));
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ microchip: 'Mikroçip numarası 15 rakamdan oluşmalıdır (ISO 11784/11785).' });
  });
});
