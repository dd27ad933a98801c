import {
  assistantStreamEventSchema,
  type AssistantAskInput,
  type AssistantMessage,
  type AssistantStreamEvent,
} from '@patili/domain/assistant';

import { API_PATHS, ApiError, apiErrorFrom } from '../../../lib/api-client';
import { currentLocale, i18n } from '../../../lib/i18n';
import { readEventStream } from '../utils/event-stream';

/** The answer could not be had: the catalogue's failure text, or the server's own translated message. */
const failed = (
  message = i18n.t('assistant:dialog.errors.failed'),
  code = 'ASSISTANT_FAILED',
  status = 0,
) => new ApiError(status, code, message);

const networkFailure = () => new ApiError(0, 'NETWORK', i18n.t('assistant:dialog.errors.network'));

/** One event's data, or null when it is not one of the contract's events (it is then skipped). */
export const parseStreamEvent = (data: string): AssistantStreamEvent | null => {
  try {
    const parsed = assistantStreamEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

type AskOptions = {
  /** Each event as it arrives: the stored question, pieces of the answer, then the end. */
  onEvent: (event: AssistantStreamEvent) => void;
  signal?: AbortSignal;
};

/**
 * Asks Peri and reads the streamed answer (`text/event-stream` over POST, so `fetch` with a
 * reader rather than `EventSource`), with the session cookie and the interface language as every
 * call to the API. Resolves with the stored answer; throws an `ApiError` whose message is for the
 * user: the server's (a 429's, a validation's, the stream's `error` event's) or the spec's
 * 'İletişim hatası…' when the connection fails and 'Üzgünüm…' for anything else.
 */
export const askAssistant = async (
  input: AssistantAskInput,
  { onEvent, signal }: AskOptions,
): Promise<AssistantMessage> => {
  let response: Response;
  try {
    response = await fetch(API_PATHS.assistantMessages, {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'text/event-stream',
        'accept-language': currentLocale(),
        'content-type': 'application/json',
      },
      body: JSON.stringify(input),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure();
  }
  if (!response.ok) {
    const error = apiErrorFrom(
      response.status,
      await response.text().catch(() => ''),
      i18n.t('assistant:dialog.errors.failed'),
    );
    // A server failure says nothing useful to the user: the spec's apology instead.
    throw response.status >= 500 ? failed(undefined, error.code, response.status) : error;
  }
  if (!response.body) throw failed();

  // Written by the callback, read after the stream ends (an object, so the types follow it).
  const end: { answer: AssistantMessage | null; error: ApiError | null } = {
    answer: null,
    error: null,
  };
  try {
    await readEventStream(response.body, (data) => {
      const event = parseStreamEvent(data);
      if (!event || end.answer || end.error) return;
      if (event.type === 'done') end.answer = event.message;
      if (event.type === 'error')
        end.error = failed(event.message || undefined, event.code, response.status);
      onEvent(event);
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The connection broke in the middle of the answer.
    throw networkFailure();
  }
  if (end.error) throw end.error;
  if (!end.answer) throw failed();
  return end.answer;
};
