import { fileUrls } from '../files/files.ts';
import type { ChatMessage } from './chat.schemas.ts';
import { readerTextOf, type ChatReader } from './contact-visibility.ts';

/** A stored message's columns, as the chat's history and the live updates read them. */
export type StoredChatMessage = {
  readonly id: string;
  readonly clientId: string;
  readonly senderId: string;
  readonly text: string;
  readonly attachmentIds: readonly string[];
  readonly cursor: bigint;
  readonly createdAt: Date;
};

/**
 * A stored message as one member reads it (history, send, live update): its text with contact
 * details hidden while the conversation protects them (`readerTextOf`); images are served by the
 * files routes.
 */
export const toChatMessage = (row: StoredChatMessage, reader: ChatReader): ChatMessage => ({
  id: row.id,
  clientId: row.clientId,
  senderId: row.senderId,
  ...readerTextOf(row, reader),
  attachments: row.attachmentIds.map((id) => ({ id, ...fileUrls(id) })),
  createdAt: row.createdAt.toISOString(),
  cursor: row.cursor.toString(),
});
