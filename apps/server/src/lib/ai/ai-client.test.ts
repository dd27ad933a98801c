import { describe, expect, it } from 'vitest';

import { useAiServer } from '../../../test/ai-server.ts';
import { AiError, chatCompletionsUrl, createAiClient, type AiClient } from './ai-client.ts';

const collect = async (iterable: AsyncIterable<string>): Promise<string[]> => {
  const pieces: string[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
};

const reasonOf = async (run: () => Promise<unknown>): Promise<string> => {
  try {
    await run();
  } catch (error) {
    return error instanceof AiError ? error.reason : `not an AiError: ${String(error)}`;
  }
  return 'no error';
};

describe('createAiClient', () => {
  // Long enough for a whole answer on a busy machine; the timeout test sets a short limit of its own.
  const ai = useAiServer({ timeoutMs: 3000 });
  const client: AiClient = ai.client;

  it('is null without a base URL, so callers use their built-in answerer', () => {
    expect(createAiClient({ aiModel: 'm', aiTimeoutMs: 1000 })).toBeNull();
    expect(createAiClient({ aiBaseUrl: '', aiModel: 'm', aiTimeoutMs: 1000 })).toBeNull();
  });

  it('builds the chat-completions address from the usual base URL shapes', () => {
    expect(chatCompletionsUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.openai.com/v1/')).toBe('https://api.openai.com/v1/chat/completions');
    expect(chatCompletionsUrl('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(chatCompletionsUrl('http://x/v1/chat/completions')).toBe('http://x/v1/chat/completions');
  });

  it('streams the pieces in order and sends the model, the messages and the key', async () => {
    ai.server().reset();
    ai.server().behave({ chunks: ['Mer', 'haba', ', ', 'dünya'] });
    const pieces = await collect(client.stream([{ role: 'system', content: 'kurallar' }, { role: 'user', content: 'selam' }]));
    expect(pieces).toEqual(['Mer', 'haba', ', ', 'dünya']);
    const [request] = ai.server().requests;
    expect(request).toMatchObject({ model: 'test-model', stream: true, authorization: 'Bearer test-key' });
    expect(request?.messages).toEqual([{ role: 'system', content: 'kurallar' }, { role: 'user', content: 'selam' }]);
  });

  it('completes a whole answer without streaming', async () => {
    ai.server().reset();
    ai.server().behave({ chunks: ['Kısa ', 'özet.'] });
    expect(await client.complete([{ role: 'user', content: 'özetle' }])).toBe('Kısa özet.');
    expect(ai.server().requests[0]?.stream).toBe(false);
    ai.server().behave({ empty: true });
    expect(await client.complete([{ role: 'user', content: 'özetle' }])).toBe('');
  });

  it('names each failure: http, empty, timeout, network', async () => {
    ai.server().behave({ status: 500 });
    expect(await reasonOf(() => collect(client.stream([{ role: 'user', content: 'x' }])))).toBe('http');
    expect(await reasonOf(() => client.complete([{ role: 'user', content: 'x' }]))).toBe('http');
    ai.server().behave({ empty: true });
    expect(await reasonOf(() => collect(client.stream([{ role: 'user', content: 'x' }])))).toBe('empty');
    ai.server().behave({ delayMs: 1000, chunks: ['late'] });
    expect(await reasonOf(() => collect(client.stream([{ role: 'user', content: 'x' }], { timeoutMs: 100 })))).toBe('timeout');
    expect(await reasonOf(() => client.complete([{ role: 'user', content: 'x' }], { timeoutMs: 100 }))).toBe('timeout');
    ai.server().behave({});
    const unreachable = createAiClient({ aiBaseUrl: 'http://127.0.0.1:1/v1', aiModel: 'm', aiTimeoutMs: 1000 });
    expect(await reasonOf(() => collect(unreachable!.stream([{ role: 'user', content: 'x' }])))).toBe('network');
  });
});
