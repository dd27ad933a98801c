import type { ConversationPage } from '@patili/domain/chat';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { chatApi, person, type Person } from './chat-test-kit.ts';

/**
 * Adoption conversations (decision 012 "Adding a kind"): each asker has their own conversation
 * with the listing's owner, about a listing that exists; nobody else reads it.
 */
const testApp = useTestApp();

let owner: Person;
let asker: Person;
let third: Person;

const postListing = async (who: Person, breed = 'Tekir') => {
  const photo = await uploadAs(who.client, 'adoption_photo');
  const response = await who.client.post('/api/adoption/listings', {
    animalType: 'cat',
    breed,
    gender: 'female',
    age: 2,
    cityCode: '35',
    photoIds: [photo.id],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const id = response.body.listing.id as string;
  return { id, chatId: `adoption_${id}_owner_${who.user.id}` };
};

beforeAll(async () => {
  owner = await person(testApp, 'owner', 'Ayşe Sahip');
  asker = await person(testApp, 'sitter', 'Mehmet Soran');
  third = await person(testApp, 'owner', 'Üçüncü Kişi');
});

describe('adoption conversations', () => {
  it('lets an asker write to the owner about the listing, and the owner answer them by name', async () => {
    const { id, chatId } = await postListing(owner, 'Van kedisi');
    const view = await chatApi(asker.client).view(chatId);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.subject).toEqual({
      kind: 'adoption',
      title: 'Sahiplendirme: Van kedisi, İzmir',
      path: `/adopt/${id}`,
    });
    expect(
      (await chatApi(asker.client).send(chatId, { text: 'Merhaba, kedi hâlâ yuva arıyor mu?' }))
        .status,
    ).toBe(201);

    const list = (await chatApi(owner.client).list()).body as ConversationPage;
    const row = list.items.find((item) => item.chatId === chatId);
    expect(row).toMatchObject({
      other: { name: 'Mehmet Soran' },
      unreadCount: 1,
      subject: { kind: 'adoption' },
    });
    expect(
      (await chatApi(owner.client).send(chatId, { text: 'Evet, arıyor.' }, asker.user.id)).status,
    ).toBe(201);
    expect((await chatApi(asker.client).history(chatId)).body.items).toHaveLength(2);
  });

  it('keeps a third person out of an asker’s conversation (they get their own)', async () => {
    const { chatId } = await postListing(owner);
    expect((await chatApi(asker.client).send(chatId, { text: 'Sadece benimle.' })).status).toBe(
      201,
    );
    // The third person's own address is their own, empty conversation; naming the asker is refused.
    expect((await chatApi(third.client).view(chatId, asker.user.id)).status).toBe(404);
    const own = await chatApi(third.client).history(chatId);
    expect(own.status).toBe(200);
    expect(own.body.items).toEqual([]);
  });

  it('refuses the holder without an asker, a wrong holder, and an unknown or removed listing', async () => {
    const { id, chatId } = await postListing(owner);
    const self = await chatApi(owner.client).send(chatId, { text: 'Kendime' });
    expect(self.status).toBe(422);
    expect(self.body).toMatchObject({ message: 'Kendinize mesaj gönderemezsiniz.' });
    // The holder may not open a conversation the asker has not started.
    expect((await chatApi(owner.client).view(chatId, third.user.id)).status).toBe(404);
    // The id names someone who does not own the listing.
    expect((await chatApi(asker.client).view(`adoption_${id}_owner_${third.user.id}`)).status).toBe(
      404,
    );

    const admin = await person(testApp, 'admin');
    expect((await admin.client.post(`/api/admin/adoption/listings/${id}/remove`)).status).toBe(200);
    const removed = await chatApi(asker.client).send(chatId, { text: 'Merhaba' });
    expect(removed.status).toBe(404);
    expect(removed.body).toMatchObject({ message: 'Sohbet bulunamadı.' });
  });

  it('keeps a conversation about a deleted listing, with the kind’s name and no link', async () => {
    const { id, chatId } = await postListing(owner, 'Sarman');
    expect((await chatApi(asker.client).send(chatId, { text: 'İlgileniyorum.' })).status).toBe(201);
    expect((await owner.client.request('DELETE', `/api/adoption/listings/${id}`)).status).toBe(204);
    const view = await chatApi(asker.client).view(chatId);
    expect(view.status).toBe(200);
    expect(view.body.subject).toEqual({
      kind: 'adoption',
      title: 'Sahiplendirme ilanı',
      path: null,
    });
    expect(
      (
        await chatApi(owner.client).send(
          chatId,
          { text: 'Sahiplendirildi, teşekkürler.' },
          asker.user.id,
        )
      ).status,
    ).toBe(201);
  });
});
