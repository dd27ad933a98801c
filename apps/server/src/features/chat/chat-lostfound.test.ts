import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { TEST_NOW } from '../../../test/clock.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { chatApi, person, type Person } from './chat-test-kit.ts';

const { testApp } = useClockedTestApp(TEST_NOW);

let reporter: Person;
let asker: Person;
let stranger: Person;
let reportId: string;
let chatId: string;

/** A lost report through its own API (features never import each other; the HTTP API is shared). */
const reportAs = async (client: TestClient) => {
  const photo = await uploadAs(client, 'lostfound_photo');
  const response = await client.post('/api/lostfound', {
    reportType: 'lost',
    animalType: 'dog',
    lastSeenLocation: 'Kuğulu Park',
    cityCode: '06',
    district: 'Çankaya',
    lastSeenDate: '2026-06-09',
    photoIds: [photo.id],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.report.id as string;
};

beforeAll(async () => {
  reporter = await person(testApp, 'sitter', 'Zeynep Kaya');
  asker = await person(testApp, 'owner', 'Ali Veli');
  stranger = await person(testApp, 'trainer', 'Başka Biri');
  reportId = await reportAs(reporter.client);
  chatId = `lostfound_${reportId}_reporter_${reporter.user.id}`;
});

describe('lost-and-found conversations (decision 012)', () => {
  it('opens the reporter to anyone who writes, with the report as its subject', async () => {
    const view = await chatApi(asker.client).view(chatId);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body).toMatchObject({
      chatId,
      asker: null,
      subject: {
        kind: 'lostfound',
        title: 'Kayıp/bulunan ilanı',
        path: `/lost-and-found/${reportId}`,
      },
      other: { id: reporter.user.id, name: 'Zeynep Kaya' },
    });
    const sent = await chatApi(asker.client).send(chatId, { text: 'Sanırım köpeğinizi gördüm.' });
    expect(sent.status).toBe(201);
    // The reporter answers in the asker's own conversation.
    const list = await chatApi(reporter.client).list();
    expect(list.body.items).toHaveLength(1);
    const answer = await chatApi(reporter.client).send(
      chatId,
      { text: 'Nerede gördünüz?' },
      asker.user.id,
    );
    expect(answer.status).toBe(201);
    const history = await chatApi(asker.client).history(chatId);
    expect(history.body.items.map((item: { text: string }) => item.text)).toEqual([
      'Sanırım köpeğinizi gördüm.',
      'Nerede gördünüz?',
    ]);
  });

  it('keeps a third person out of someone else’s conversation, but lets them start their own', async () => {
    // Their own: a new conversation with the reporter.
    expect((await chatApi(stranger.client).view(chatId)).status).toBe(200);
    // The reporter's conversation with the asker is not theirs to read.
    const other = await chatApi(stranger.client).view(chatId, asker.user.id);
    expect(other.status).toBe(404);
  });

  it('refuses the reporter writing to themselves, a wrong reporter and an unknown report', async () => {
    const self = await chatApi(reporter.client).view(chatId);
    expect(self.status).toBe(422);
    expect(self.body).toMatchObject({ message: 'Kendinize mesaj gönderemezsiniz.' });
    // The holder may not open one with someone who has not written.
    expect((await chatApi(reporter.client).view(chatId, stranger.user.id)).status).toBe(404);
    for (const wrong of [
      `lostfound_${reportId}_reporter_${asker.user.id}`,
      `lostfound_${randomUUID()}_reporter_${reporter.user.id}`,
    ]) {
      const response = await chatApi(stranger.client).view(wrong);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Sohbet bulunamadı.' });
    }
  });
});
