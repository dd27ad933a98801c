/**
 * A reader of `text/event-stream` bodies (the HTML standard's "server-sent events" format), for a
 * POST whose answer streams: `EventSource` only does GET. Lines end in LF, CRLF or CR; a blank
 * line ends an event; `data:` lines (one leading space dropped) are joined with LF; comments
 * (`:` first) and the other fields are ignored.
 * https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
 */
export type EventStreamParser = {
  /** Takes the next piece of text; returns the data of every event it completed. */
  push: (chunk: string) => string[];
  /** The stream ended: an event not closed by a blank line is dropped, as the standard says. */
  end: () => void;
};

export const createEventStreamParser = (): EventStreamParser => {
  let buffer = '';
  let data: string[] = [];
  /** The previous chunk ended in CR: an LF starting this one belongs to that line end. */
  let skipLeadingLf = false;

  const line = (text: string, events: string[]) => {
    if (text === '') {
      if (data.length > 0) events.push(data.join('\n'));
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : text.slice(colon + 1);
    data.push(value.startsWith(' ') ? value.slice(1) : value);
  };

  return {
    push: (chunk) => {
      const events: string[] = [];
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index), events);
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return events;
    },
    end: () => {
      buffer = '';
      data = [];
      skipLeadingLf = false;
    },
  };
};

/** Reads a streamed body to its end, calling `onData` with each event's data as it completes. */
export const readEventStream = async (
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
): Promise<void> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createEventStreamParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const data of parser.push(decoder.decode(value, { stream: true }))) onData(data);
    }
    for (const data of parser.push(decoder.decode())) onData(data);
    parser.end();
  } finally {
    reader.releaseLock();
  }
};
