import type { ConversationPage } from '@patili/domain/chat';
import type { MatingListing } from '@patili/domain/mating';
import { describe, expect, it } from 'vitest';

import { createPet } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { chatApi, person, type Person } from './chat-test-kit.ts';

/** Mating conversations (decision 012 "Adding a kind"): `mating_{listingId}_owner_{ownerId}`. */
const testApp = useTestApp();

const listingOf = async (owner: Person, body: Record<string, unknown> = {}) => {
  const pet = await createPet({ db: testApp.deps.database.db }, owner.user, { species: 'dog' });
  const response = await owner.client.post<{ listing: MatingListing }>('/api/mating/listings', {
    petId: pet.id,
    listingTitle: 'Karamel için eş',
    city: '34',
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const { listing } = response.body;
  return { listing, chatId: `mating_${listing.id}_owner_${owner.user.id}` };
};

describe('mating conversations', () => {
  it('an asker writes to the owner, who answers in that asker’s own conversation', async () => {
    const owner = await person(testApp, 'owner', 'Ayşe Yılmaz');
    const asker = await person(testApp, 'owner', 'Mert Kaplan');
    const { listing, chatId } = await listingOf(owner);

    const opened = await chatApi(asker.client).view(chatId);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      chatId,
      asker: null,
      subject: {
        kind: 'mating',
        title: 'Eşleştirme ilanı: Karamel için eş',
        path: `/pet-mating/${listing.id}`,
      },
      other: { id: owner.user.id, name: 'Ayşe Yılmaz' },
    });
    // Only the asker starts it: the owner has nobody to answer yet.
    expect((await chatApi(owner.client).view(chatId, asker.user.id)).status).toBe(404);

    expect((await chatApi(asker.client).send(chatId, { text: 'Merhaba, ilanınızla ilgileniyorum.' })).status).toBe(201);
    const ownerList = (await owner.client.get<ConversationPage>('/api/chat/conversations')).body;
    expect(ownerList.items.map((item) => [item.other.name, item.subject.title, item.asker])).toEqual([
      ['Mert Kaplan', 'Eşleştirme ilanı: Karamel için eş', asker.user.id],
    ]);
    const answer = await chatApi(owner.client).send(chatId, { text: 'Merhaba Mert Bey!' }, asker.user.id);
    expect(answer.status).toBe(201);
    expect((await chatApi(asker.client).history(chatId)).body.items).toHaveLength(2);
  });

  it('a third person has their own conversation and cannot read another asker’s', async () => {
    const owner = await person(testApp, 'owner');
    const first = await person(testApp, 'owner');
    const third = await person(testApp, 'sitter');
    const { chatId } = await listingOf(owner);
    expect((await chatApi(first.client).send(chatId, { text: 'Birinci soru' })).status).toBe(201);

    expect((await chatApi(third.client).view(chatId, first.user.id)).status).toBe(404);
    const own = await chatApi(third.client).view(chatId);
    expect(own.status).toBe(200);
    expect(own.body.unreadCount).toBe(0);
    expect((await chatApi(third.client).history(chatId)).body.items).toEqual([]);
  });

  it('the owner without an asker is writing to themselves', async () => {
    const owner = await person(testApp, 'owner');
    const { chatId } = await listingOf(owner);
    const response = await chatApi(owner.client).send(chatId, { text: 'Merhaba' });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Kendinize mesaj gönderemezsiniz.');
  });

  it('is not found for a wrong owner in the id or a listing taken down; a written one stays', async () => {
    const owner = await person(testApp, 'owner');
    const asker = await person(testApp, 'owner');
    const late = await person(testApp, 'owner');
    const { listing, chatId } = await listingOf(owner);
    const wrongOwner = `mating_${listing.id}_owner_${asker.user.id}`;
    expect((await chatApi(late.client).view(wrongOwner)).status).toBe(404);

    expect((await chatApi(asker.client).send(chatId, { text: 'Hâlâ geçerli mi?' })).status).toBe(201);
    expect((await owner.client.put(`/api/mating/listings/${listing.id}/active`, { isActive: false })).status).toBe(200);
    const refused = await chatApi(late.client).send(chatId, { text: 'Merhaba' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Sohbet bulunamadı.');
    // The asker who already wrote keeps the conversation.
    const kept = await chatApi(asker.client).view(chatId);
    expect(kept.status).toBe(200);
    expect(kept.body.subject.path).toBeNull();
    expect((await chatApi(asker.client).send(chatId, { text: 'Anladım, teşekkürler.' })).status).toBe(201);
  });
});
