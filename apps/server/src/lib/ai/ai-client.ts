/**
 * A small client for any OpenAI-compatible chat-completions endpoint (OpenAI, Azure's compatible
 * gateway, Ollama, vLLM, LM Studio, …), written on plain `fetch` so no SDK is pinned. Peri streams
 * through it; the security operations ask it for short summaries. When `AI_BASE_URL` is unset
 * there is no client and callers use their built-in answerer.
 *
 * Streaming follows the chat-completions SSE format: `data: {json}` lines whose
 * `choices[0].delta.content` carries the next piece of text, ended by `data: [DONE]`
 * (https://platform.openai.com/docs/api-reference/chat-streaming).
 */

export type AiMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type AiCallOptions = {
  /** Aborts the call (e.g. the browser went away). */
  signal?: AbortSignal;
  /** Overrides the configured timeout for this call (the whole answer must arrive within it). */
  timeoutMs?: number;
};

export type AiClient = {
  /** Streams the answer's text pieces; throws AiError('timeout' | 'http' | 'empty' | 'network') */
  stream(messages: AiMessage[], options?: AiCallOptions): AsyncIterable<string>;
  /** The whole answer; '' when the model answered nothing. */
  complete(messages: AiMessage[], options?: AiCallOptions): Promise<string>;
};

export type AiErrorReason = 'timeout' | 'http' | 'empty' | 'network';

/**
 * Why a model call failed: `timeout` (no complete answer within the time allowed), `http` (the
 * endpoint answered with a non-2xx status or an unreadable body), `empty` (a stream that ended
 * without any text), `network` (the endpoint could not be reached or the connection broke).
 */
export class AiError extends Error {
  constructor(
    readonly reason: AiErrorReason,
    message?: string,
  ) {
    super(message ?? `AI call failed: ${reason}`);
    this.name = 'AiError';
  }
}

export type AiClientConfig = {
  aiBaseUrl?: string | undefined;
  aiApiKey?: string | undefined;
  aiModel: string;
  aiTimeoutMs: number;
};

type ChatChunk = { choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown } }> };

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `https://host/v1` or `https://host/v1/` or `https://host` → the chat-completions address. */
export const chatCompletionsUrl = (baseUrl: string): string => {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (trimmed.endsWith('/chat/completions')) return trimmed;
  return /\/v\d+$/.test(trimmed) ? `${trimmed}/chat/completions` : `${trimmed}/v1/chat/completions`;
};

/** One signal that fires on the caller's abort or after `timeoutMs`, and tells which it was. */
const callSignal = (options: AiCallOptions | undefined, defaultTimeoutMs: number) => {
  const timeoutMs = options?.timeoutMs ?? defaultTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new AiError('timeout'));
  }, timeoutMs);
  const onAbort = () => controller.abort(options?.signal?.reason);
  if (options?.signal) {
    if (options.signal.aborted) controller.abort(options.signal.reason);
    else options.signal.addEventListener('abort', onAbort, { once: true });
  }
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      options?.signal?.removeEventListener('abort', onAbort);
    },
  };
};

/** Splits SSE text into `data:` payloads, keeping an unfinished line for the next read. */
const takeDataLines = (buffer: string): { payloads: string[]; rest: string } => {
  const lines = buffer.split(/\r?\n/);
  const rest = lines.pop() ?? '';
  const payloads: string[] = [];
  for (const line of lines) {
    if (line.startsWith('data:')) payloads.push(line.slice(5).trim());
  }
  return { payloads, rest };
};

/** Null when AI_BASE_URL is unset (the default): callers use their built-in answerer. */
export const createAiClient = (config: AiClientConfig): AiClient | null => {
  if (!config.aiBaseUrl) return null;
  const url = chatCompletionsUrl(config.aiBaseUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream, application/json' };
  if (config.aiApiKey) headers.authorization = `Bearer ${config.aiApiKey}`;

  const post = async (messages: AiMessage[], stream: boolean, signal: AbortSignal, timedOut: () => boolean): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: config.aiModel, messages, stream }),
        signal,
      });
    } catch (error) {
      throw timedOut() ? new AiError('timeout') : new AiError('network', error instanceof Error ? error.message : undefined);
    }
    if (!response.ok) {
      // Drain the body so the connection can be reused; its text may hold the provider's reason.
      const detail = await response.text().catch(() => '');
      throw new AiError('http', `AI endpoint answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`);
    }
    return response;
  };

  const stream = async function* (messages: AiMessage[], options?: AiCallOptions): AsyncGenerator<string> {
    const call = callSignal(options, config.aiTimeoutMs);
    try {
      const response = await post(messages, true, call.signal, call.timedOut);
      if (!response.body) throw new AiError('http', 'AI endpoint sent no body');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let produced = false;
      let finished = false;
      try {
        while (!finished) {
          let read: Awaited<ReturnType<typeof reader.read>>;
          try {
            read = await reader.read();
          } catch (error) {
            throw call.timedOut() ? new AiError('timeout') : new AiError('network', error instanceof Error ? error.message : undefined);
          }
          if (read.done) break;
          const { payloads, rest } = takeDataLines(buffer + read.value);
          buffer = rest;
          for (const payload of payloads) {
            if (payload === '[DONE]') {
              finished = true;
              break;
            }
            if (payload === '') continue;
            let chunk: ChatChunk;
            try {
              chunk = JSON.parse(payload) as ChatChunk;
            } catch {
              throw new AiError('http', 'AI endpoint sent an unreadable chunk');
            }
            const piece = textOf(chunk.choices?.[0]?.delta?.content);
            if (piece !== '') {
              produced = true;
              yield piece;
            }
          }
        }
      } finally {
        await reader.cancel().catch(() => {});
      }
      if (!produced) throw new AiError('empty', 'AI endpoint answered nothing');
    } finally {
      call.dispose();
    }
  };

  const complete = async (messages: AiMessage[], options?: AiCallOptions): Promise<string> => {
    const call = callSignal(options, config.aiTimeoutMs);
    try {
      const response = await post(messages, false, call.signal, call.timedOut);
      let body: ChatChunk;
      try {
        body = (await response.json()) as ChatChunk;
      } catch (error) {
        if (call.timedOut()) throw new AiError('timeout');
        throw new AiError('http', error instanceof Error ? error.message : 'AI endpoint sent an unreadable answer');
      }
      return textOf(body.choices?.[0]?.message?.content).trim();
    } finally {
      call.dispose();
    }
  };

  return { stream, complete };
};
