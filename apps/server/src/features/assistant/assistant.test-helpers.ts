import type { AssistantStreamEvent } from '@patili/domain/assistant';
import { expect } from 'vitest';

import type { TestClient } from '../../../test/http.ts';

export type Stream = { status: number; events: AssistantStreamEvent[]; body: unknown };

/** Asks Peri and reads the server-sent events of the answer. */
export const ask = async (client: TestClient, text: unknown): Promise<Stream> => {
  const response = await client.post('/api/assistant/messages', { text });
  if (response.status !== 200) return { status: response.status, events: [], body: response.body };
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events = String(response.body)
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data:')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice(5).trim()) as AssistantStreamEvent);
  return { status: 200, events, body: null };
};

