import { buildPath } from '@patili/domain/access';
import { formatChatId } from '@patili/domain/chat';
import { inArray } from 'drizzle-orm';

import { matingListing } from '../../../db/schema/index.ts';
import { t } from '../../../lib/i18n.ts';
import type { ChatAdapter, ChatContext } from './chat-adapter.ts';

/**
 * Mating conversations (`mating_{listingId}_owner_{ownerId}`, decision 012): each person who asks
 * about a listing talks with its owner. A listing is found while it exists, the owner named in
 * the id is its owner, and it is active — or the reader is its owner (who sees their own inactive
 * listings). So nobody starts a conversation about a listing taken down; one already written
 * stays readable by its two members (the chat tables find it), with the kind's name as subject.
 * Deleting the listing deletes its conversations (`conversation.mating_listing_id`).
 */
export const matingAdapter: ChatAdapter = {
  kind: 'mating',
  resolve: async ({ db, refs, readerId, locale }) => {
    const found = new Map<string, ChatContext>();
    const ids = [
      ...new Set(refs.filter((ref) => ref.kind === 'mating').map((ref) => ref.contextId)),
    ];
    if (ids.length === 0) return found;
    const rows = await db
      .select({
        id: matingListing.id,
        ownerId: matingListing.ownerId,
        listingTitle: matingListing.listingTitle,
        isActive: matingListing.isActive,
      })
      .from(matingListing)
      .where(inArray(matingListing.id, ids));
    for (const row of rows) {
      if (!row.isActive && row.ownerId !== readerId) continue;
      found.set(formatChatId({ kind: 'mating', contextId: row.id, holderId: row.ownerId }), {
        parties: [row.ownerId],
        subject: {
          kind: 'mating',
          title: t(locale, 'mating:chatSubject', { title: row.listingTitle }),
          path: buildPath('mating.detail', { listingId: row.id }),
        },
      });
    }
    return found;
  },
};
