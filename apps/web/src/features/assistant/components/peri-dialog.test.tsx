import type {
  AssistantHistory,
  AssistantMessage,
  AssistantStreamEvent,
} from '@patili/domain/assistant';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import PeriDialog from './peri-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CONSENT = {
  name: true,
  role: false,
  recentActivity: false,
  consentedAt: '2030-05-01T09:30:00.000Z',
};

const message = (overrides: Partial<AssistantMessage>): AssistantMessage => ({
  id: 'm1',
  sender: 'bot',
  text: '',
  citations: [],
  action: null,
  createdAt: '2030-05-01T10:00:00.000Z',
  ...overrides,
});

const history = (
  items: AssistantMessage[] = [],
  welcome = 'Merhaba Ayşe! Ben Peri.',
): AssistantHistory => ({ day: '2030-05-01', items, welcome });

/**
 * A `text/event-stream` answer of these events, in pieces as a network would cut it; with `until`,
 * the last event waits for it.
 */
const stream = (
  events: AssistantStreamEvent[],
  { cut = 7, until }: { cut?: number; until?: Promise<void> } = {},
) => {
  const encode = (list: AssistantStreamEvent[]) =>
    new TextEncoder().encode(list.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''));
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, bytes: Uint8Array) => {
    for (let at = 0; at < bytes.length; at += cut) controller.enqueue(bytes.slice(at, at + cut));
  };
  return new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        send(controller, encode(until ? events.slice(0, -1) : events));
        if (until) {
          await until;
          send(controller, encode(events.slice(-1)));
        }
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
};

const QUESTION = message({
  id: 'q1',
  sender: 'user',
  text: 'kedim için hangi aşılar gerekli?',
  createdAt: '2030-05-01T11:05:00.000Z',
});
const ANSWER = message({
  id: 'a1',
  text: 'Kediler için karma aşı ve kuduz aşısı gerekir.',
  createdAt: '2030-05-01T11:05:02.000Z',
  citations: [
    { kind: 'article', title: 'Kedi Aşı Takvimi', href: '/expert-articles/kedi-asi-takvimi' },
  ],
});

const renderDialog = () =>
  renderWithApp(<PeriDialog opened onClose={() => {}} />, { user: testUser() });

const ask = (text: string) => {
  const box = screen.getByRole('textbox', { name: "Peri'ye sorunuz" });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
  return box;
};

describe('the Peri dialog', () => {
  it('asks for consent first, then starts the chat with the welcome fetched anew', async () => {
    let consent: typeof CONSENT | null = null;
    const requests = stubApi({
      'GET /api/assistant/consent': () => json(200, { consent }),
      'PUT /api/assistant/consent': (request) => {
        consent = {
          ...CONSENT,
          ...(request.body as typeof CONSENT),
          consentedAt: new Date().toISOString(),
        };
        return json(200, { consent });
      },
      'GET /api/assistant/messages': () =>
        json(200, history([], consent?.name ? 'Merhaba Ayşe! Ben Peri.' : 'Merhaba! Ben Peri.')),
    });
    await renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Peri Akıllı Asistan' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('switch', { name: /Adım/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Merhaba Ayşe! Ben Peri.')).toBeInTheDocument();
    expect(
      requests.filter((request) => request.path === '/api/assistant/messages').length,
    ).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('textbox', { name: "Peri'ye sorunuz" })).toHaveFocus();
    // The settings in the header bring the consent back, as it was saved.
    fireEvent.click(screen.getByRole('button', { name: 'İzin ayarları' }));
    expect(await screen.findByRole('switch', { name: /Adım/ })).toBeChecked();
    // Saving a change goes back to the chat, started again: the welcome no longer uses the name.
    fireEvent.click(screen.getByRole('switch', { name: /Adım/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Merhaba! Ben Peri.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Adım/ })).not.toBeInTheDocument();
  });

  it('shows the thinking placeholder, then the streamed answer with its citations, the times on the Istanbul clock', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finish: () => void = () => {};
    const end = new Promise<void>((resolve) => {
      finish = resolve;
    });
    stubApi({
      'GET /api/assistant/consent': () => json(200, { consent: CONSENT }),
      'GET /api/assistant/messages': () => json(200, history()),
      'POST /api/assistant/messages': async () => {
        await gate;
        return stream(
          [
            { type: 'user', message: QUESTION },
            { type: 'delta', text: 'Kediler için karma aşı ' },
            { type: 'delta', text: 've kuduz aşısı gerekir.' },
            { type: 'done', message: ANSWER },
          ],
          { until: end },
        );
      },
    });
    await renderDialog();
    expect(await screen.findByText('Merhaba Ayşe! Ben Peri.')).toBeInTheDocument();
    const box = ask('  kedim için hangi aşılar gerekli?  ');
    expect(box).toHaveValue('');
    expect(await screen.findByText('Peri düşünüyor…')).toBeInTheDocument();
    release();
    // The answer shows as it streams, in place of the placeholder.
    const streaming = await screen.findByText('Kediler için karma aşı ve kuduz aşısı gerekir.');
    expect(streaming.closest('li')).toHaveAttribute('data-status', 'streaming');
    expect(screen.queryByText('Peri düşünüyor…')).not.toBeInTheDocument();
    finish();
    const link = await screen.findByRole('link', { name: 'Kedi Aşı Takvimi' });
    expect(link).toHaveAttribute('href', '/expert-articles/kedi-asi-takvimi');
    expect(screen.queryByText('Peri düşünüyor…')).not.toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Peri ile bugünkü sohbet' });
    const [, question, answer] = within(log)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.testid?.startsWith('peri-message'));
    expect(question).toHaveTextContent('kedim için hangi aşılar gerekli?');
    // 11:05 UTC is 14:05 in Istanbul, whatever the zone the test runs in.
    expect(question).toHaveTextContent('14:05');
    expect(answer).toHaveTextContent('Kediler için karma aşı ve kuduz aşısı gerekir.');
    expect(screen.getByTestId('peri-announcement')).toHaveTextContent(
      'Peri: Kediler için karma aşı ve kuduz aşısı gerekir.',
    );
    // The day started without history: its welcome stays at the top as the conversation grows.
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Merhaba Ayşe! Ben Peri.');
  });

  it("shows a 429's translated message and gives the question back to the box", async () => {
    stubApi({
      'GET /api/assistant/consent': () => json(200, { consent: CONSENT }),
      'GET /api/assistant/messages': () => json(200, history()),
      'POST /api/assistant/messages': () =>
        json(429, {
          code: 'RATE_LIMITED',
          message: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyin.',
        }),
    });
    await renderDialog();
    await screen.findByText('Merhaba Ayşe! Ben Peri.');
    const box = ask('Rezervasyonumu nasıl iptal ederim?');
    expect(
      await within(screen.getByRole('log')).findByText(
        'Çok fazla istek gönderdiniz. Lütfen biraz bekleyin.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('Rezervasyonumu nasıl iptal ederim?'));
  });

  it("says 'İletişim hatası…' when the connection fails, and the apology when the stream reports an error", async () => {
    let fail = true;
    stubApi({
      'GET /api/assistant/consent': () => json(200, { consent: CONSENT }),
      'GET /api/assistant/messages': () => json(200, history()),
      'POST /api/assistant/messages': () => {
        if (fail) return Promise.reject(new TypeError('Failed to fetch'));
        return stream([
          { type: 'user', message: QUESTION },
          {
            type: 'error',
            code: 'ASSISTANT_FAILED',
            message: 'Üzgünüm, bir sorun oluştu ve yanıt veremiyorum.',
          },
        ]);
      },
    });
    await renderDialog();
    await screen.findByText('Merhaba Ayşe! Ben Peri.');
    ask('bir soru');
    expect(
      await within(screen.getByRole('log')).findByText('İletişim hatası. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    fail = false;
    const box = screen.getByRole('textbox', { name: "Peri'ye sorunuz" });
    await waitFor(() => expect(box).toHaveValue('bir soru'));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(
      await within(screen.getByRole('log')).findByText(
        'Üzgünüm, bir sorun oluştu ve yanıt veremiyorum.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Peri başlatılırken bir hata oluştu.' when it cannot start, with a retry", async () => {
    let fail = true;
    stubApi({
      'GET /api/assistant/consent': () =>
        fail ? json(500, { code: 'INTERNAL', message: 'x' }) : json(200, { consent: CONSENT }),
      'GET /api/assistant/messages': () => json(200, history()),
    });
    await renderDialog();
    expect(
      await screen.findByText('Peri başlatılırken bir hata oluştu.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Merhaba Ayşe! Ben Peri.')).toBeInTheDocument();
  });

  it('opens a ticket from a proposal with the subject and description as edited', async () => {
    const proposal = message({
      id: 'p1',
      text: 'Sizin için bir destek talebi açabilirim.',
      action: {
        kind: 'open_ticket',
        state: 'proposed',
        subject: 'Ödeme sorunu',
        description: 'Dekontum görünmüyor.',
        ticketId: null,
      },
    });
    const requests = stubApi({
      'GET /api/assistant/consent': () => json(200, { consent: CONSENT }),
      'GET /api/assistant/messages': () => json(200, history([proposal])),
      'POST /api/assistant/messages/p1/confirm': () =>
        json(200, {
          proposal: {
            ...proposal,
            action: {
              ...proposal.action!,
              state: 'done',
              subject: 'Ödeme dekontu',
              ticketId: 'ticket-1',
            },
          },
          followUp: message({ id: 'f1', text: 'Destek talebiniz oluşturuldu.' }),
        }),
    });
    await renderDialog();
    const subject = await screen.findByRole('textbox', { name: /Konu/ });
    fireEvent.change(subject, { target: { value: '  Ödeme dekontu ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Destek talebiniz oluşturuldu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talebi görüntüle' })).toHaveAttribute(
      'href',
      '/support/ticket-1',
    );
    expect(screen.getByText('Yapıldı')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      subject: 'Ödeme dekontu',
      description: 'Dekontum görünmüyor.',
    });
  });

  it('shows an admin what a ticket status change will do, and declining it does nothing but say so', async () => {
    const proposal = message({
      id: 'p2',
      text: 'Talebin durumunu değiştireyim mi?',
      action: {
        kind: 'ticket_status',
        state: 'proposed',
        ticketId: 't-1',
        ticketNumber: 'DT-000001',
        ticketSubject: 'Ödeme sorunu',
        status: 'resolved',
      },
    });
    const requests = stubApi({
      'GET /api/assistant/consent': () => json(200, { consent: CONSENT }),
      'GET /api/assistant/messages': () => json(200, history([proposal])),
      'POST /api/assistant/messages/p2/decline': () =>
        json(200, {
          proposal: { ...proposal, action: { ...proposal.action!, state: 'declined' } },
          followUp: message({ id: 'f2', text: 'Peki, hiçbir şey yapmadım.' }),
        }),
    });
    await renderWithApp(<PeriDialog opened onClose={() => {}} />, {
      user: testUser({ role: 'admin', isAdmin: true }),
    });
    expect(
      await screen.findByText(
        'DT-000001 numaralı “Ödeme sorunu” talebinin durumu “Çözüldü” olarak değiştirilecek.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(await screen.findByText('Peki, hiçbir şey yapmadım.')).toBeInTheDocument();
    expect(screen.getByText('Vazgeçildi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Onayla' })).not.toBeInTheDocument();
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual(['/api/assistant/messages/p2/decline']);
  });
});
