import { describe, expect, it } from 'vitest';

import { createEventStreamParser, readEventStream } from './event-stream';

const streamOf = (chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });

const readAll = async (chunks: (string | Uint8Array)[]) => {
  const seen: string[] = [];
  await readEventStream(streamOf(chunks), (data) => seen.push(data));
  return seen;
};

describe('the event-stream parser', () => {
  it('gives the data of each event ended by a blank line', () => {
    const parser = createEventStreamParser();
    expect(
      parser.push(
        'data: {"type":"delta","text":"Mer"}\n\ndata: {"type":"delta","text":"haba"}\n\n',
      ),
    ).toEqual(['{"type":"delta","text":"Mer"}', '{"type":"delta","text":"haba"}']);
  });

  it('keeps an event split across chunks, even in the middle of a line or its line end', () => {
    const parser = createEventStreamParser();
    expect(parser.push('data: {"type":"de')).toEqual([]);
    expect(parser.push('lta","text":"x"}\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual(['{"type":"delta","text":"x"}']);
  });

  it('reads a CRLF split between chunks as one line end, not as an empty line', () => {
    const parser = createEventStreamParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\ndata: b\r\n\r\n')).toEqual(['a\nb']);
  });

  it('joins several data lines with a line feed and drops one leading space only', () => {
    const parser = createEventStreamParser();
    expect(parser.push('data:a\ndata:  b\ndata\n\n')).toEqual(['a\n b\n']);
  });

  it('ignores comments, other fields and blank lines without data', () => {
    const parser = createEventStreamParser();
    expect(parser.push(': keep-alive\n\nevent: delta\nid: 7\nretry: 100\ndata: x\n\n\n\n')).toEqual(
      ['x'],
    );
  });

  it('reads CR-only line ends', () => {
    const parser = createEventStreamParser();
    expect(parser.push('data: a\r\rdata: b\r\r')).toEqual(['a', 'b']);
  });

  it('drops an event the stream never closed', () => {
    const parser = createEventStreamParser();
    expect(parser.push('data: half')).toEqual([]);
    parser.end();
    expect(parser.push('\n\n')).toEqual([]);
  });
});

describe('reading a streamed body', () => {
  it('decodes UTF-8 split between chunks (Turkish letters) and calls back per event', async () => {
    const bytes = new TextEncoder().encode('data: {"text":"Aşı ğ"}\n\n');
    const cut = bytes.indexOf(0xc5) + 1; // in the middle of "ş"
    expect(await readAll([bytes.slice(0, cut), bytes.slice(cut)])).toEqual(['{"text":"Aşı ğ"}']);
  });

  it('gives nothing for a body without a complete event', async () => {
    expect(await readAll(['data: {"type":"delta"'])).toEqual([]);
  });
});
