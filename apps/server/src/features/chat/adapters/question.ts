import { buildPath, isProviderRole } from '@patili/domain/access';
import { formatChatId } from '@patili/domain/chat';
import { and, eq, inArray } from 'drizzle-orm';

import { providerProfile, user } from '../../../db/schema/index.ts';
import { t } from '../../../lib/i18n.ts';
import { listedForOwner } from '../../../lib/provider-listing.ts';
import type { ChatAdapter, ChatContext } from './chat-adapter.ts';

/**
 * Questions before booking (`question_{providerId}`): each owner's own conversation with a
 * provider (sitter, veterinarian, pet walker or trainer), one per owner and provider. Found for
 * the provider themselves, and for an owner who may reach the provider's profile as browse shows
 * it (listed publicly, or `matches_only` with a booking between them). Nobody else starts one:
 * another provider, the admin or a user without a role finds nothing. For the owner the subject
 * names the provider's kind and opens their profile; the provider reads "a question before
 * booking".
 */
export const questionAdapter: ChatAdapter = {
  kind: 'question',
  resolve: async ({ db, refs, readerId, locale }) => {
    const found = new Map<string, ChatContext>();
    const ids = [
      ...new Set(refs.flatMap((ref) => (ref.kind === 'question' ? [ref.holderId] : []))),
    ];
    if (ids.length === 0) return found;
    const [reader] = await db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.id, readerId))
      .limit(1);
    const asOwner = reader?.role === 'owner';
    const profiles = await db
      .select({ id: providerProfile.userId, kind: providerProfile.kind })
      .from(providerProfile)
      .innerJoin(user, eq(user.id, providerProfile.userId))
      .where(
        and(
          inArray(providerProfile.userId, ids),
          eq(providerProfile.kind, user.role),
          // The provider reads their own; an owner only the providers browse shows them.
          asOwner ? listedForOwner(readerId) : eq(providerProfile.userId, readerId),
        ),
      );
    for (const row of profiles) {
      if (!isProviderRole(row.kind)) continue;
      const holder = row.id === readerId;
      found.set(formatChatId({ kind: 'question', contextId: row.id, holderId: row.id }), {
        parties: [row.id],
        subject: {
          kind: 'question',
          // The owner reads whom they asked; the provider, that it is a question to them.
          title: holder
            ? t(locale, 'chat:subject.question')
            : t(locale, 'chat:subject.questionTo', { role: t(locale, `common:roles.${row.kind}`) }),
          path: holder
            ? null
            : buildPath('owner.providers.profile', { providerId: row.id }, { kind: row.kind }),
        },
      });
    }
    return found;
  },
};
