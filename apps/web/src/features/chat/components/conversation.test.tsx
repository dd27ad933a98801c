import type {
  ChatMessage,
  ConversationPage,
  ConversationView,
  MessagePage,
} from '@patili/domain/chat';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { outbox } from '../utils/outbox';
import { Conversation } from './conversation';
import { ConversationList } from './conversation-list';

const ME = testUser().id;
const OTHER = '0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0c';
const CHAT = 'booking_0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0b';

const view = (overrides: Partial<ConversationView> = {}): ConversationView => ({
  chatId: CHAT,
  asker: null,
  subject: {
    kind: 'booking',
    title: 'Rezervasyon: Köpek Bakımı, 12 Ara 2030',
    path: '/owner/bookings',
  },
  other: { id: OTHER, name: 'Mehmet Bakıcı', avatarUrl: null },
  otherReadAt: '2030-12-01T10:01:00.000Z',
  unreadCount: 0,
  ...overrides,
});

const message = (
  id: string,
  cursor: string,
  senderId: string,
  createdAt: string,
  text = `mesaj ${id}`,
  contactMask: ChatMessage['contactMask'] = 'none',
): ChatMessage => ({
  id,
  clientId: `0192f7a0-1c2d-7e3f-8a4b-0000000000${cursor.padStart(2, '0')}`,
  senderId,
  text,
  contactMask,
  attachments: [],
  createdAt,
  cursor,
});

const history: MessagePage = {
  items: [
    message('m1', '1', OTHER, '2030-11-30T09:00:00.000Z', 'Merhaba, yarın uygun musunuz?'),
    message('m2', '2', ME, '2030-12-01T10:00:00.000Z', 'Evet, ayrıntılar: https://patili.app/x'),
    message('m3', '3', ME, '2030-12-01T10:05:00.000Z', 'Bir de şu var.'),
  ],
  nextCursor: null,
};

type Routes = Parameters<typeof stubApi>[0];

const stubConversation = (routes: Routes = {}) =>
  stubApi({
    'GET /api/chat/conversations/*': () => json(200, view()),
    'GET /api/chat/conversations/*/messages': () => json(200, history),
    'POST /api/chat/conversations/*/read': () => json(200, { readAt: '2030-12-01T11:00:00.000Z' }),
    ...routes,
  });

const renderConversation = () =>
  renderWithApp(<Conversation chatId={CHAT} asker={null} />, {
    user: testUser(),
    path: `/chat/${CHAT}`,
  });

const composer = () => screen.getByRole('textbox', { name: 'Mesajınız' });

const sent = (requests: StubRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path.endsWith('/messages'));

afterEach(() => {
  vi.unstubAllGlobals();
  outbox.clear();
});

describe('a conversation', () => {
  it('shows the other person, the subject, the history with day separators and read receipts; links are safe', async () => {
    stubConversation();
    await renderConversation();
    expect(await screen.findByRole('heading', { name: 'Mehmet Bakıcı' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Rezervasyon: Köpek Bakımı, 12 Ara 2030' }),
    ).toHaveAttribute('href', '/owner/bookings');
    const log = await screen.findByRole('log', { name: 'Mesaj geçmişi' });
    const bubbles = within(log).getAllByTestId('chat-message');
    expect(bubbles).toHaveLength(3);
    expect(bubbles[0]).not.toHaveAttribute('data-mine');
    expect(bubbles[1]).toHaveAttribute('data-mine');
    // The other read at 10:01: the 10:00 message is read, the 10:05 one only sent.
    expect(within(bubbles[1]!).getByRole('img', { name: 'Okundu' })).toBeInTheDocument();
    expect(within(bubbles[2]!).getByRole('img', { name: 'Gönderildi' })).toBeInTheDocument();
    expect(within(log).getAllByRole('separator')).toHaveLength(2);
    const link = within(bubbles[1]!).getByRole('link', { name: 'https://patili.app/x' });
    expect(link).toHaveAttribute('href', 'https://patili.app/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(log).getByText('Sohbetin başlangıcı')).toBeInTheDocument();
  });

  it('marks hidden contact details in the other’s message, and tells the sender why theirs are hidden', async () => {
    stubConversation({
      'GET /api/chat/conversations/*/messages': () =>
        json(200, {
          items: [
            message(
              'm1',
              '1',
              OTHER,
              '2030-12-01T09:00:00.000Z',
              'Numaram •••, mail •••',
              'masked',
            ),
            message(
              'm2',
              '2',
              ME,
              '2030-12-01T09:05:00.000Z',
              'Benimki 0532 123 45 67',
              'hidden_for_other',
            ),
            message('m3', '3', OTHER, '2030-12-01T09:06:00.000Z', 'Tamam'),
          ],
          nextCursor: null,
        } satisfies MessagePage),
    });
    await renderConversation();
    const [theirs, mine, plain] = await screen.findAllByTestId('chat-message');
    const masks = within(theirs!).getAllByTestId('contact-mask');
    expect(masks).toHaveLength(2);
    expect(masks[0]).toHaveTextContent('•••');
    expect(masks[0]).toHaveAttribute('title', 'İletişim bilgisi gizlendi');
    expect(within(masks[0]!).getByText('İletişim bilgisi gizlendi')).toBeInTheDocument();
    expect(theirs).toHaveTextContent(/^Numaram/);
    expect(within(theirs!).getByTestId('contact-note')).toHaveTextContent(
      'Telefon, e-posta, IBAN ve mesajlaşma uygulaması bağlantıları rezervasyon onaylanana kadar gizlenir.',
    );
    expect(within(mine!).getByText('Benimki 0532 123 45 67')).toBeInTheDocument();
    expect(within(mine!).queryByTestId('contact-mask')).not.toBeInTheDocument();
    expect(within(mine!).getByTestId('contact-note')).toHaveTextContent(
      'Bu mesajdaki iletişim bilgileri, rezervasyon onaylanana kadar karşı taraftan gizlenir.',
    );
    expect(within(plain!).queryByTestId('contact-note')).not.toBeInTheDocument();
  });

  it('loads older pages before the cursor and puts them on top', async () => {
    const requests = stubConversation({
      'GET /api/chat/conversations/*/messages': (request) =>
        request.query.get('before') === '3'
          ? json(200, {
              items: [message('m1', '1', OTHER, '2030-11-29T09:00:00.000Z', 'En eski mesaj')],
              nextCursor: null,
            })
          : json(200, { items: history.items.slice(1), nextCursor: '3' }),
    });
    await renderConversation();
    await screen.findAllByTestId('chat-message');
    expect(screen.getAllByTestId('chat-message')).toHaveLength(2);
    expect(screen.queryByText('Sohbetin başlangıcı')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Daha eski mesajları göster' }));
    expect(await screen.findByText('En eski mesaj')).toBeInTheDocument();
    const bubbles = screen.getAllByTestId('chat-message');
    expect(bubbles).toHaveLength(3);
    expect(bubbles[0]).toHaveTextContent('En eski mesaj');
    expect(screen.getByText('Sohbetin başlangıcı')).toBeInTheDocument();
    const pages = requests.filter((request) => request.path.endsWith('/messages'));
    expect(pages.map((request) => request.query.get('before'))).toEqual([null, '3']);
    expect(pages[0]!.query.get('limit')).toBe('30');
  });

  it('marks the conversation read when it opens with unread messages', async () => {
    const requests = stubConversation({
      'GET /api/chat/conversations/*': () => json(200, view({ unreadCount: 2 })),
    });
    await renderConversation();
    await waitFor(() =>
      expect(
        requests.some((request) => request.method === 'POST' && request.path.endsWith('/read')),
      ).toBe(true),
    );
    expect(requests.filter((request) => request.path.endsWith('/read'))).toHaveLength(1);
  });

  it('does not mark read a conversation without unread messages', async () => {
    const requests = stubConversation();
    await renderConversation();
    await screen.findAllByTestId('chat-message');
    expect(requests.some((request) => request.path.endsWith('/read'))).toBe(false);
  });

  it('sends on Enter at once as "sending", keeps Shift+Enter for a new line, and ignores blank text', async () => {
    let answer: (response: Response) => void = () => {};
    const requests = stubConversation({
      'POST /api/chat/conversations/*/messages': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderConversation();
    await screen.findAllByTestId('chat-message');

    fireEvent.change(composer(), { target: { value: '   ' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    fireEvent.change(composer(), { target: { value: 'Saat kaçta?' } });
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(sent(requests)).toHaveLength(0);

    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(composer()).toHaveValue('');
    expect(await screen.findByText('Saat kaçta?')).toBeInTheDocument();
    expect(screen.getByText('Gönderiliyor…')).toBeInTheDocument();
    await waitFor(() => expect(sent(requests)).toHaveLength(1));
    const body = sent(requests)[0]!.body as {
      clientId: string;
      text: string;
      attachmentIds: string[];
    };
    expect(body).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: 'Saat kaçta?',
      attachmentIds: [],
    });

    answer(
      json(201, {
        ...message('m4', '4', ME, new Date().toISOString(), 'Saat kaçta?'),
        clientId: body.clientId,
      }),
    );
    await waitFor(() => expect(screen.queryByText('Gönderiliyor…')).not.toBeInTheDocument());
    expect(screen.getAllByText('Saat kaçta?')).toHaveLength(1);
    expect(screen.getAllByTestId('chat-message')).toHaveLength(4);
  });

  it('counts characters near the 2 000 limit and stops there', async () => {
    stubConversation();
    await renderConversation();
    await screen.findAllByTestId('chat-message');
    fireEvent.change(composer(), { target: { value: 'a'.repeat(1_799) } });
    expect(screen.queryByText(/\/2000$/)).not.toBeInTheDocument();
    fireEvent.change(composer(), { target: { value: 'a'.repeat(1_850) } });
    expect(screen.getByText('1850/2000')).toBeInTheDocument();
    expect(composer()).toHaveAttribute('maxlength', '2000');
  });

  it('shows a failed send with the server’s reason and resends it with the same client id', async () => {
    let fail = true;
    const requests = stubConversation({
      'POST /api/chat/conversations/*/messages': (request) =>
        fail
          ? json(429, {
              code: 'RATE_LIMITED',
              message: 'Çok hızlı mesaj gönderiyorsunuz. Lütfen birkaç saniye bekleyin.',
            })
          : json(201, {
              ...message('m4', '4', ME, new Date().toISOString(), 'Tekrar'),
              clientId: (request.body as { clientId: string }).clientId,
            }),
    });
    await renderConversation();
    await screen.findAllByTestId('chat-message');
    fireEvent.change(composer(), { target: { value: 'Tekrar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));

    expect(
      await screen.findByText('Çok hızlı mesaj gönderiyorsunuz. Lütfen birkaç saniye bekleyin.'),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(screen.queryByText('Tekrar dene')).not.toBeInTheDocument());
    const [first, second] = sent(requests).map(
      (request) => (request.body as { clientId: string }).clientId,
    );
    expect(second).toBe(first);
    expect(screen.getAllByText('Tekrar')).toHaveLength(1);
  });

  it('flags the other person’s message after choosing a reason and confirming', async () => {
    const requests = stubConversation({
      'POST /api/chat/messages/*/flag': () => json(201, { ok: true }),
    });
    await renderConversation();
    const [theirs] = await screen.findAllByTestId('chat-message');
    expect(screen.getAllByRole('button', { name: 'Mesaj seçenekleri' })).toHaveLength(1);
    fireEvent.click(within(theirs!).getByRole('button', { name: 'Mesaj seçenekleri' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Şikayet et' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Devam et' }));
    expect(await screen.findByText('Lütfen bir şikayet nedeni seçin.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Taciz veya hakaret' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' }), {
      target: { value: 'Kaba bir dil.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByText('Neden: Taciz veya hakaret')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/flag'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Evet, şikayet et' }));
    expect(await screen.findByText('Şikayetiniz alındı. Teşekkür ederiz.')).toBeInTheDocument();
    const flag = requests.find((request) => request.path.endsWith('/flag'))!;
    expect(flag.path).toBe('/api/chat/messages/m1/flag');
    expect(flag.body).toEqual({ reason: 'harassment', details: 'Kaba bir dil.' });
  });

  it('an unknown conversation answered slowly: loading, then the message, then the list', async () => {
    stubConversation({
      'GET /api/chat/conversations/*': async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return json(404, { code: 'NOT_FOUND', message: 'Sohbet bulunamadı.' });
      },
    });
    const { router } = await renderConversation();
    expect(screen.getByRole('status')).toHaveTextContent('Sohbet yükleniyor');
    expect(await screen.findByText('Sohbet bulunamadı.')).toBeInTheDocument();
    expect(screen.getByText('Mesajlara yönlendiriliyorsunuz…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mesajlara dön' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/chat/${CHAT}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the server’s reason for a conversation it refuses otherwise, with the way back', async () => {
    stubConversation({
      'GET /api/chat/conversations/*': () =>
        json(403, { code: 'FORBIDDEN', message: 'Bu sohbete erişiminiz yok.' }),
    });
    const { router } = await renderConversation();
    expect(await screen.findByText('Bu sohbete erişiminiz yok.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mesajlara dön' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/chat/${CHAT}`);
  });
});

describe('the conversation list', () => {
  const page: ConversationPage = {
    items: [
      {
        ...view({
          chatId: 'adoption_0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0b_owner_' + ME,
          asker: OTHER,
          unreadCount: 3,
        }),
        subject: { kind: 'adoption', title: 'Pamuk', path: null },
        lastMessage: {
          text: '',
          contactMask: 'none',
          senderId: OTHER,
          createdAt: '2030-12-01T10:00:00.000Z',
          hasImages: true,
        },
        lastActivityAt: '2030-12-01T10:00:00.000Z',
      },
      {
        ...view(),
        lastMessage: {
          text: 'Görüşürüz',
          contactMask: 'none',
          senderId: ME,
          createdAt: '2030-11-30T10:00:00.000Z',
          hasImages: false,
        },
        lastActivityAt: '2030-11-30T10:00:00.000Z',
      },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    unreadTotal: 3,
  };

  it('shows who, about what, the last message and the unread count, linking to each conversation', async () => {
    const requests = stubApi({ 'GET /api/chat/conversations': () => json(200, page) });
    await renderWithApp(<ConversationList />, { user: testUser(), path: '/chat' });
    const rows = await screen.findAllByTestId('conversation-row');
    expect(requests[0]!.query.toString()).toBe('page=1&pageSize=20');
    expect(rows[0]).toHaveAttribute('href', `/chat/${page.items[0]!.chatId}?asker=${OTHER}`);
    expect(within(rows[0]!).getByText('Sahiplendirme')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('📷 Fotoğraf')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('conversation-unread')).toHaveTextContent('3');
    expect(within(rows[0]!).getByText('3 okunmamış mesaj')).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('href', `/chat/${CHAT}`);
    expect(within(rows[1]!).getByText('Siz: Görüşürüz')).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('conversation-unread')).not.toBeInTheDocument();
  });

  it('says so when there is no conversation yet', async () => {
    stubApi({
      'GET /api/chat/conversations': () =>
        json(200, { ...page, items: [], total: 0, unreadTotal: 0 }),
    });
    await renderWithApp(<ConversationList />, { user: testUser(), path: '/chat' });
    expect(await screen.findByText('Henüz mesajınız yok')).toBeInTheDocument();
  });
});
