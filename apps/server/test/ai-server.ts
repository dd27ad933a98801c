import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll } from 'vitest';

import { createAiClient, type AiCallOptions, type AiClient, type AiMessage } from '../src/lib/ai/ai-client.ts';

/**
 * A local OpenAI-compatible chat-completions server for the tests (no network anywhere): it
 * answers `POST /v1/chat/completions`, streamed (SSE chunks ended by `[DONE]`) or whole, the way a
 * test told it to, and records every request so a test can read the prompt it was sent.
 */

export type AiServerBehaviour = {
  /** The answer's text pieces, sent as one chunk each (default: one piece, "Tamam."). */
  chunks?: string[];
  /** Wait this long before the first byte of the answer (to provoke a timeout). */
  delayMs?: number;
  /** Answer with this HTTP status and an error body instead (e.g. 500). */
  status?: number;
  /** Stream no text at all (only a role chunk and `[DONE]`). */
  empty?: boolean;
};

export type AiServerRequest = { model: string; stream: boolean; messages: AiMessage[]; authorization: string | undefined };

export type AiTestServer = {
  /** The base URL to give `AI_BASE_URL` (…/v1). */
  readonly url: string;
  /** The requests received so far, oldest first. */
  readonly requests: AiServerRequest[];
  /** Sets how the next requests are answered (until set again or reset). */
  behave(behaviour: AiServerBehaviour): void;
  /** Back to the default answer, and forgets the recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const startAiServer = async (): Promise<AiTestServer> => {
  let behaviour: AiServerBehaviour = {};
  const requests: AiServerRequest[] = [];
  const open = new Set<ServerResponse>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(request)) as { model: string; stream?: boolean; messages: AiMessage[] };
    const stream = body.stream === true;
    requests.push({ model: body.model, stream, messages: body.messages, authorization: request.headers.authorization });
    const current = behaviour;
    if (current.delayMs) await sleep(current.delayMs);
    if (response.destroyed) return;
    if (current.status && current.status >= 400) {
      response.writeHead(current.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'test failure', type: 'server_error' } }));
      return;
    }
    const chunks = current.empty ? [] : (current.chunks ?? ['Tamam.']);
    if (!stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 'test', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: chunks.join('') }, finish_reason: 'stop' }] }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    send({ id: 'test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant' } }] });
    for (const piece of chunks) {
      send({ id: 'test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] });
      await sleep(2);
    }
    send({ id: 'test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    send('[DONE]');
    response.end();
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    reset: () => {
      behaviour = {};
      requests.length = 0;
    },
    close: async () => {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/**
 * A test file's AI server, started before its tests and closed after them, and a model client on
 * it that the app can be built with before the server has a port: call it at the top of the file
 * BEFORE `useTestApp({ ai: client })`, so it starts first and closes last.
 */
export const useAiServer = (options: { timeoutMs?: number; model?: string } = {}): { server: () => AiTestServer; client: AiClient } => {
  let started: AiTestServer | undefined;
  let real: AiClient | null = null;
  beforeAll(async () => {
    started = await startAiServer();
    real = createAiClient({ aiBaseUrl: started.url, aiApiKey: 'test-key', aiModel: options.model ?? 'test-model', aiTimeoutMs: options.timeoutMs ?? 2000 });
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  const current = (): AiClient => {
    if (!real) throw new Error('useAiServer: the server starts in beforeAll; use it inside hooks and tests');
    return real;
  };
  return {
    server: () => {
      if (!started) throw new Error('useAiServer: the server starts in beforeAll');
      return started;
    },
    client: {
      stream: (messages: AiMessage[], callOptions?: AiCallOptions) => current().stream(messages, callOptions),
      complete: (messages: AiMessage[], callOptions?: AiCallOptions) => current().complete(messages, callOptions),
    },
  };
};
