import type { MyVerification } from '@patili/domain/providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { VerificationCard } from './verification-card';

/**
 * The upload (`POST /api/files`, sent with XMLHttpRequest for its progress) answers with a stored
 * file; stubbed as a global, since the test files share their loaded modules.
 */
class UploadedXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    this.status = 201;
    this.responseText = JSON.stringify({
      file: { id: 'f-new', url: '/api/files/f-new', thumbnailUrl: null, contentType: 'application/pdf', name: 'kimlik.pdf', size: 10, width: null, height: null },
    });
    queueMicrotask(() => this.onload?.());
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const file = (id: string, name: string) => ({ id, url: `/api/files/${id}`, name, contentType: 'application/pdf', uploadedAt: '2026-12-01T09:00:00.000Z' });

const sitterVerification = (overrides: Partial<MyVerification> = {}): MyVerification => ({
  status: 'incomplete',
  submittedAt: null,
  decidedAt: null,
  rejectionReason: null,
  documents: [
    { kind: 'identity', required: true, file: null },
    { kind: 'first_aid', required: false, file: null },
  ],
  ...overrides,
});

describe('the provider’s verification card', () => {
  it('lists the kind’s documents, required and optional, and sends a picked file at once', async () => {
    vi.stubGlobal('XMLHttpRequest', UploadedXhr);
    const requests = stubApi({
      'GET /api/providers/me/verification': () => json(200, sitterVerification()),
      'PUT /api/providers/me/verification/documents/identity': () =>
        json(
          200,
          sitterVerification({
            status: 'pending',
            submittedAt: '2026-12-01T09:00:00.000Z',
            documents: [
              { kind: 'identity', required: true, file: file('f-new', 'kimlik.pdf') },
              { kind: 'first_aid', required: false, file: null },
            ],
          }),
        ),
    });
    await renderWithApp(<VerificationCard />, { user: testUser({ role: 'sitter' }) });
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Belgeler eksik');
    const identity = screen.getByTestId('verification-document-identity');
    expect(identity).toHaveTextContent('Kimlik belgesi');
    expect(identity).toHaveTextContent('Zorunlu');
    expect(identity).toHaveTextContent('Henüz yüklenmedi');
    expect(screen.getByTestId('verification-document-first_aid')).toHaveTextContent('İsteğe bağlı');

    const input = identity.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'kimlik.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByTestId('verification-status')).toHaveTextContent('İncelemede'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ fileId: 'f-new' });
    const sent = screen.getByTestId('verification-document-identity');
    expect(within(sent).getByRole('link', { name: /kimlik\.pdf/ })).toHaveAttribute('href', '/api/files/f-new');
    expect(within(sent).getByRole('button', { name: 'Değiştir: Kimlik belgesi' })).toBeInTheDocument();
  });

  it('says why a file was rejected', async () => {
    stubApi({
      'GET /api/providers/me/verification': () =>
        json(
          200,
          sitterVerification({
            status: 'rejected',
            rejectionReason: 'Kimlik fotoğrafı bulanık.',
            documents: [
              { kind: 'identity', required: true, file: file('f1', 'kimlik.jpg') },
              { kind: 'first_aid', required: false, file: null },
            ],
          }),
        ),
    });
    await renderWithApp(<VerificationCard />, { user: testUser({ role: 'sitter' }) });
    const status = await screen.findByTestId('verification-status');
    expect(status).toHaveTextContent('Reddedildi');
    expect(status).toHaveTextContent('Gerekçe: Kimlik fotoğrafı bulanık.');
  });

  it('asks before removing a document, and removes it on confirmation', async () => {
    const requests = stubApi({
      'GET /api/providers/me/verification': () =>
        json(
          200,
          sitterVerification({
            status: 'verified',
            documents: [
              { kind: 'identity', required: true, file: file('f1', 'kimlik.pdf') },
              { kind: 'first_aid', required: false, file: file('f2', 'ilk-yardim.pdf') },
            ],
          }),
        ),
      'DELETE /api/providers/me/verification/documents/first_aid': () =>
        json(
          200,
          sitterVerification({
            status: 'pending',
            documents: [
              { kind: 'identity', required: true, file: file('f1', 'kimlik.pdf') },
              { kind: 'first_aid', required: false, file: null },
            ],
          }),
        ),
    });
    await renderWithApp(<VerificationCard />, { user: testUser({ role: 'sitter' }) });
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Doğrulanmış');
    expect(screen.getByText(/yeniden incelenir ve “Doğrulanmış” rozeti/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Kaldır: İlk yardım sertifikası' }));
    const dialog = await screen.findByRole('dialog', { name: 'Belge kaldırılsın mı?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaldır' }));
    await waitFor(() => expect(screen.getByTestId('verification-status')).toHaveTextContent('İncelemede'));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByTestId('verification-document-first_aid')).toHaveTextContent('Henüz yüklenmedi');
  });
});
