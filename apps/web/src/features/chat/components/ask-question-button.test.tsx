import type { ConversationView } from '@patili/domain/chat';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { AskQuestionButton } from './ask-question-button';

const PROVIDER = '0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0c';
const CHAT = `question_${PROVIDER}`;

const view: ConversationView = {
  chatId: CHAT,
  asker: null,
  subject: { kind: 'question', title: 'Rezervasyon öncesi soru: Bakıcı', path: null },
  other: { id: PROVIDER, name: 'Mehmet Bakıcı', avatarUrl: null },
  otherReadAt: null,
  unreadCount: 0,
};

afterEach(() => vi.unstubAllGlobals());

describe('AskQuestionButton', () => {
  it('opens the owner’s question to the provider and goes to the conversation', async () => {
    const requests = stubApi({ 'GET /api/chat/questions/*': () => json(200, view) });
    const { router } = await renderWithApp(<AskQuestionButton providerId={PROVIDER} />, {
      user: testUser(),
      path: `/owner/providers/${PROVIDER}`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Soru sor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${CHAT}`));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/chat/questions/${PROVIDER}`,
    ]);
  });

  it('says why when the server refuses, and stays on the profile', async () => {
    stubApi({
      'GET /api/chat/questions/*': () =>
        json(404, { code: 'NOT_FOUND', message: 'Sohbet bulunamadı.' }),
    });
    const { router } = await renderWithApp(<AskQuestionButton providerId={PROVIDER} />, {
      user: testUser(),
      path: `/owner/providers/${PROVIDER}`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Soru sor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sohbet bulunamadı.');
    expect(router.state.location.pathname).toBe(`/owner/providers/${PROVIDER}`);
  });
});
