import { buildPath } from '@patili/domain/access';
import { canViewListing, type AdoptionStatus } from '@patili/domain/adoption';
import { formatChatId } from '@patili/domain/chat';
import { inArray } from 'drizzle-orm';

import { adoptionListing } from '../../../db/schema/index.ts';
import { t } from '../../../lib/i18n.ts';
import type { ChatAdapter, ChatContext } from './chat-adapter.ts';

/**
 * Adoption conversations (`adoption_{listingId}_owner_{ownerId}`): between a listing's owner and
 * each person who asks about it. Found while the listing exists, its owner is the id's, and the
 * reader may open it (anyone but a removed listing's; decision 012). The subject is the breed and
 * city, and opens the listing. Deleting a listing keeps its conversations: they then show the
 * kind's name and no link.
 */
export const adoptionAdapter: ChatAdapter = {
  kind: 'adoption',
  resolve: async ({ db, refs, readerId, locale }) => {
    const found = new Map<string, ChatContext>();
    const wanted = refs.filter((ref) => ref.kind === 'adoption');
    const ids = [...new Set(wanted.map((ref) => ref.contextId))];
    if (ids.length === 0) return found;
    const rows = await db
      .select({
        id: adoptionListing.id,
        ownerId: adoptionListing.ownerId,
        status: adoptionListing.status,
        breed: adoptionListing.breed,
        cityName: adoptionListing.cityName,
      })
      .from(adoptionListing)
      .where(inArray(adoptionListing.id, ids));
    for (const row of rows) {
      if (
        !canViewListing(
          { ownerId: row.ownerId, status: row.status as AdoptionStatus },
          { id: readerId, isAdmin: false },
        )
      )
        continue;
      const ref = { kind: 'adoption' as const, contextId: row.id, holderId: row.ownerId };
      found.set(formatChatId(ref), {
        parties: [row.ownerId],
        subject: {
          kind: 'adoption',
          title: t(locale, 'adoption:chatSubject', { breed: row.breed, city: row.cityName }),
          path: buildPath('adoption.detail', { listingId: row.id }),
        },
      });
    }
    return found;
  },
};
