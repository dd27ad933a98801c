import type { VerificationQueueItem, VerificationQueueStatus } from '@patili/domain/providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { VerificationQueue } from './verification-queue';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** As the server wrote it, with more digits than a Date keeps: a decision must send it untouched. */
const SUBMITTED_AT = '2026-03-02T07:15:30.123456+00:00';

/** A veterinarian's complete file waiting for review, unless overridden. */
const vetFile = (over: Partial<VerificationQueueItem> = {}): VerificationQueueItem => ({
  userId: 'vet-1',
  name: 'Dr. Elif Kaya',
  email: 'elif@example.com',
  kind: 'veterinarian',
  status: 'pending',
  submittedAt: SUBMITTED_AT,
  decidedAt: null,
  decidedByName: null,
  rejectionReason: null,
  documents: [
    {
      kind: 'diploma',
      required: true,
      file: {
        id: 'f1',
        url: '/api/files/f1',
        name: 'diploma.pdf',
        contentType: 'application/pdf',
        uploadedAt: SUBMITTED_AT,
      },
    },
    {
      kind: 'clinic_licence',
      required: true,
      file: {
        id: 'f2',
        url: '/api/files/f2',
        name: 'ruhsat.jpg',
        contentType: 'image/jpeg',
        uploadedAt: SUBMITTED_AT,
      },
    },
  ],
  ...over,
});

/** A sitter who sent their identity but not the optional first-aid certificate. */
const sitterFile = (): VerificationQueueItem =>
  vetFile({
    userId: 'sitter-1',
    name: 'Can Öztürk',
    email: 'can@example.com',
    kind: 'sitter',
    documents: [
      {
        kind: 'identity',
        required: true,
        file: {
          id: 'f3',
          url: '/api/files/f3',
          name: 'kimlik.png',
          contentType: 'image/png',
          uploadedAt: SUBMITTED_AT,
        },
      },
      { kind: 'first_aid', required: false, file: null },
    ],
  });

const pageOf = (items: VerificationQueueItem[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

const LIST = 'GET /api/admin/provider-verifications';
const gets = (requests: StubRequest[]) => requests.filter((request) => request.method === 'GET');
const posts = (requests: StubRequest[]) => requests.filter((request) => request.method === 'POST');

const renderQueue = () =>
  renderWithApp(<VerificationQueue />, { user: testUser({ role: 'admin', isAdmin: true }) });

/** The table of a wide screen (a phone's cards hold the same rows). */
const table = async (name = 'Bekleyen') => screen.findByRole('table', { name });

describe('the admin’s provider-verification queue', () => {
  it('lists the pending files with each document, its download link, or that it was not sent', async () => {
    const requests = stubApi({ [LIST]: () => json(200, pageOf([vetFile(), sitterFile()])) });
    await renderQueue();
    const rows = within(await table());
    expect(rows.getByText('Dr. Elif Kaya')).toBeInTheDocument();
    expect(rows.getByText('elif@example.com')).toBeInTheDocument();
    expect(rows.getByText('Veteriner')).toBeInTheDocument();
    expect(rows.getByText('Bakıcı')).toBeInTheDocument();
    expect(rows.getByText('Veteriner hekim diploması')).toBeInTheDocument();
    expect(rows.getByRole('link', { name: 'İndir: Veteriner hekim diploması' })).toHaveAttribute(
      'href',
      '/api/files/f1',
    );
    expect(rows.getByRole('link', { name: 'İndir: Klinik ruhsatı' })).toHaveAttribute(
      'href',
      '/api/files/f2',
    );
    expect(rows.getByText('ruhsat.jpg')).toBeInTheDocument();
    expect(rows.getByRole('link', { name: 'İndir: Kimlik belgesi' })).toHaveAttribute(
      'href',
      '/api/files/f3',
    );
    const firstAid = rows.getByText('İlk yardım sertifikası').closest('li');
    expect(firstAid).toHaveTextContent('İsteğe bağlı');
    expect(firstAid).toHaveTextContent('Yüklenmedi');
    expect(
      rows.queryByRole('link', { name: 'İndir: İlk yardım sertifikası' }),
    ).not.toBeInTheDocument();
    // The sent moment on the Istanbul clock (07:15 UTC is 10:15 there).
    expect(rows.getAllByText(/^Gönderildi: .*10:15$/)).toHaveLength(2);
    expect(rows.getAllByRole('button', { name: 'Onayla' })).toHaveLength(2);
    // A phone gets the same files as cards (hidden by the styles at this width).
    const cards = screen.getByRole('list', { name: 'Bekleyen', hidden: true });
    expect(cards).not.toBeVisible();
    expect(within(cards).getByText('Can Öztürk')).toBeInTheDocument();
    expect(gets(requests)[0]?.query.get('status')).toBe('pending');
    expect(gets(requests)[0]?.query.has('kind')).toBe(false);
  });

  it('asks for one provider kind when the filter names it', async () => {
    const requests = stubApi({ [LIST]: () => json(200, pageOf([vetFile()])) });
    await renderQueue();
    await table();
    fireEvent.click(screen.getByRole('combobox', { name: 'Sağlayıcı türü' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Veteriner', hidden: true }));
    await waitFor(() => expect(gets(requests).at(-1)?.query.get('kind')).toBe('veterinarian'));
  });

  it('approves after the confirmation, naming the file by the submittedAt the list showed', async () => {
    const requests = stubApi({
      [LIST]: () => json(200, pageOf([vetFile()])),
      'POST /api/admin/provider-verifications/*/approve': () =>
        json(
          200,
          vetFile({
            status: 'verified',
            decidedAt: new Date().toISOString(),
            decidedByName: 'Admin',
          }),
        ),
    });
    await renderQueue();
    fireEvent.click(within(await table()).getByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulama onaylansın mı?' });
    expect(dialog).toHaveTextContent('Dr. Elif Kaya “Doğrulanmış” rozeti alacak');
    fireEvent.click(within(dialog).getByTestId('verification-approve-confirm'));
    expect(await screen.findByText('Dr. Elif Kaya doğrulandı.')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      expect.objectContaining({
        path: '/api/admin/provider-verifications/vet-1/approve',
        body: { submittedAt: SUBMITTED_AT },
      }),
    ]);
    // The queue is fetched again.
    await waitFor(() => expect(gets(requests)).toHaveLength(2));
  });

  it('refuses a reason that is too short and sends nothing', async () => {
    const requests = stubApi({ [LIST]: () => json(200, pageOf([vetFile()])) });
    await renderQueue();
    fireEvent.click(within(await table()).getByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulamayı reddet' });
    // Trimmed first: nine characters inside spaces are too short.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Gerekçe/ }), {
      target: { value: '   eksik bel   ' },
    });
    fireEvent.click(within(dialog).getByTestId('verification-reject-confirm'));
    expect(
      await within(dialog).findByText('Gerekçe en az 10 karakter olmalıdır.'),
    ).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });

  it('rejects with the trimmed reason, and shows a reason the server refuses under the field', async () => {
    let attempt = 0;
    const requests = stubApi({
      [LIST]: () => json(200, pageOf([vetFile()])),
      'POST /api/admin/provider-verifications/*/reject': () => {
        attempt += 1;
        return attempt === 1
          ? json(422, {
              code: 'VALIDATION_FAILED',
              message: 'Lütfen işaretli alanları düzeltin.',
              fields: { reason: 'Gerekçe en fazla 500 karakter olabilir.' },
            })
          : json(200, vetFile({ status: 'rejected', rejectionReason: 'Diploma okunmuyor.' }));
      },
    });
    await renderQueue();
    fireEvent.click(within(await table()).getByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulamayı reddet' });
    const reason = within(dialog).getByRole('textbox', { name: /Gerekçe/ });
    fireEvent.change(reason, { target: { value: '  Diploma okunmuyor, yeniden yükleyin.  ' } });
    fireEvent.click(within(dialog).getByTestId('verification-reject-confirm'));
    expect(
      await within(dialog).findByText('Gerekçe en fazla 500 karakter olabilir.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(posts(requests)[0]?.body).toEqual({
      submittedAt: SUBMITTED_AT,
      reason: 'Diploma okunmuyor, yeniden yükleyin.',
    });
    fireEvent.click(within(dialog).getByTestId('verification-reject-confirm'));
    expect(await screen.findByText('Dr. Elif Kaya için başvuru reddedildi.')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(2);
  });

  it('shows the server’s message when the file changed meanwhile, and fetches the queue again', async () => {
    const changed =
      'Sağlayıcı siz incelerken belgelerini değiştirdi. Güncel belgeleri inceleyip yeniden karar verin.';
    const requests = stubApi({
      [LIST]: () => json(200, pageOf([vetFile()])),
      'POST /api/admin/provider-verifications/*/approve': () =>
        json(409, { code: 'VERIFICATION_CHANGED', message: changed }),
    });
    await renderQueue();
    fireEvent.click(within(await table()).getByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doğrulama onaylansın mı?' });
    fireEvent.click(within(dialog).getByTestId('verification-approve-confirm'));
    expect(await screen.findByText(changed)).toBeInTheDocument();
    await waitFor(() => expect(gets(requests)).toHaveLength(2));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Doğrulama onaylansın mı?' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows who decided and why a file was rejected, without decision buttons', async () => {
    stubApi({
      [LIST]: ({ query }) =>
        json(
          200,
          pageOf(
            query.get('status') === 'rejected'
              ? [
                  vetFile({
                    status: 'rejected',
                    decidedAt: '2026-03-03T09:00:00.000Z',
                    decidedByName: 'Zeynep Admin',
                    rejectionReason: 'Diploma okunmuyor.',
                  }),
                ]
              : [],
          ),
        ),
    });
    await renderQueue();
    fireEvent.click(await screen.findByRole('tab', { name: 'Reddedilen' }));
    const rows = within(await table('Reddedilen'));
    expect(rows.getByText(/^Karar: Zeynep Admin, .*12:00$/)).toBeInTheDocument();
    expect(rows.getByText('Gerekçe: Diploma okunmuyor.')).toBeInTheDocument();
    expect(rows.queryByRole('button', { name: 'Onayla' })).not.toBeInTheDocument();
  });

  it.each([
    ['pending', 'Bekleyen', 'İnceleme bekleyen başvuru yok.'],
    ['verified', 'Onaylanan', 'Henüz onaylanan başvuru yok.'],
    ['rejected', 'Reddedilen', 'Reddedilen başvuru yok.'],
  ] as const satisfies readonly [VerificationQueueStatus, string, string][])(
    'says when the %s tab is empty',
    async (status, tab, text) => {
      const requests = stubApi({ [LIST]: () => json(200, pageOf([])) });
      await renderQueue();
      fireEvent.click(await screen.findByRole('tab', { name: tab }));
      expect(await screen.findByTestId(`verification-empty-${status}`)).toHaveTextContent(text);
      expect(gets(requests).at(-1)?.query.get('status')).toBe(status);
    },
  );

  it('says when the queue could not be loaded, and tries again', async () => {
    let attempt = 0;
    stubApi({
      [LIST]: () => {
        attempt += 1;
        return attempt === 1
          ? // A refusal, which is not retried by itself: the retry button asks again.
            json(403, { code: 'FORBIDDEN', message: 'Yetkiniz yok.' })
          : json(200, pageOf([vetFile()]));
      },
    });
    await renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent('Başvurular alınamadı.');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(within(await table()).getByText('Dr. Elif Kaya')).toBeInTheDocument();
  });
});
