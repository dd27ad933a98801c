import type { ForumPostPage, ForumReplyPage } from '@patili/domain/forum';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { DEMO_FORUM_THREADS } from './demo-forum.ts';

const testApp = useTestApp();

describe('seedDemoForum (through seedDemo)', () => {
  it('fills the forum with threads by several demo users, newest activity first, counts right', async () => {
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<ForumPostPage>('/api/forum/posts?limit=50')).body;
    expect(list.items).toHaveLength(DEMO_FORUM_THREADS.length);
    expect(list.nextCursor).toBeNull();
    // The vet's answer five hours ago is the newest activity; the trainer's tip (20 h, no reply) next.
    expect(list.items.map((item) => [item.title, item.replyCount])).toEqual([
      ['Yavru kedide aşı takvimi nasıl olmalı?', 2],
      ['Tuvalet eğitiminde ödül zamanlaması', 0],
      ['Kadıköy’de köpek dostu parklar', 1],
      ['Tatile giderken kediyi evde mi bırakmalı, otelde mi?', 1],
      ['Karamel tasmayı ısırmayı bırakmıyor', 3],
      ['Yaz sıcağında köpekleri ne zaman yürütmeli?', 3],
    ]);
    const authors = new Set(list.items.map((item) => item.author.name));
    expect(authors.size).toBeGreaterThanOrEqual(4);
    expect(list.items.every((item) => item.author.avatarUrl !== null)).toBe(true);

    const vaccines = list.items[0]!;
    const replies = (await owner.get<ForumReplyPage>(`/api/forum/posts/${vaccines.id}/replies`))
      .body;
    expect(replies.items.map((reply) => reply.author.name)).toEqual([
      'Dr. Kerem Yıldız',
      'Dr. Elif Kaya',
    ]);
    expect(vaccines.lastActivityAt).toBe(replies.items[1]!.createdAt);
  });
});
