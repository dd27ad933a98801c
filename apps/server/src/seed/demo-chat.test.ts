import type { ConversationPage, MessagePage } from '@patili/domain/chat';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoChat (through seedDemo)', () => {
  it('gives the demo owner conversations about her bookings with unread messages from the providers', async () => {
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const unread = await owner.get<{ unreadTotal: number }>('/api/chat/unread');
    expect(unread.body).toEqual({ unreadTotal: 4 });
    const list = (await owner.get<ConversationPage>('/api/chat/conversations')).body;
    expect(list.total).toBe(4);
    expect(list.items.map((item) => [item.other.name, item.unreadCount])).toEqual([
      ['Mehmet Demir', 1],
      ['Can Öztürk', 1],
      ['Dr. Elif Kaya', 2],
      ['Zeynep Arslan', 0],
    ]);
    expect(
      list.items.every(
        (item) => item.subject.kind === 'booking' && item.subject.title.startsWith('Rezervasyon: '),
      ),
    ).toBe(true);

    const trainerChat = list.items[3]!;
    const history = (
      await owner.get<MessagePage>(`/api/chat/conversations/${trainerChat.chatId}/messages`)
    ).body;
    expect(history.items).toHaveLength(3);
    expect(trainerChat.otherReadAt).not.toBeNull();

    const walker = testApp.client();
    await signIn(walker, 'gezdirici@demo.patili.app', DEMO_PASSWORD);
    const walkerList = (await walker.get<ConversationPage>('/api/chat/conversations')).body;
    expect(walkerList.items.map((item) => [item.other.name, item.unreadCount])).toEqual([
      ['Ayşe Yılmaz', 0],
    ]);
  });
});
