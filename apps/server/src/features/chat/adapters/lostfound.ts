import { buildPath } from '@patili/domain/access';
import type { ChatRef } from '@patili/domain/chat';
import { and, eq, inArray, or } from 'drizzle-orm';

import { lostfoundReport } from '../../../db/schema/index.ts';
import { t } from '../../../lib/i18n.ts';
import type { ChatAdapter, ChatContext } from './chat-adapter.ts';

/**
 * Lost-and-found conversations (`lostfound_{reportId}_reporter_{reporterUserId}`): between a
 * report's reporter and each person who writes to them, for as long as the report exists, whatever
 * its status. A ref is found only when its reporter is the report's own; the subject opens the
 * report. Read through the db schema (decision 012: features never import features).
 */
export const lostfoundAdapter: ChatAdapter = {
  kind: 'lostfound',
  resolve: async ({ db, refs, locale }) => {
    const found = new Map<string, ChatContext>();
    const wanted = refs.flatMap((ref: ChatRef) =>
      ref.kind === 'lostfound' ? [{ contextId: ref.contextId, holderId: ref.holderId }] : [],
    );
    if (wanted.length === 0) return found;
    const rows = await db
      .select({ id: lostfoundReport.id, reporterId: lostfoundReport.reporterId })
      .from(lostfoundReport)
      .where(
        and(
          inArray(lostfoundReport.id, [...new Set(wanted.map((ref) => ref.contextId))]),
          or(
            ...wanted.map((ref) =>
              and(
                eq(lostfoundReport.id, ref.contextId),
                eq(lostfoundReport.reporterId, ref.holderId),
              ),
            ),
          ),
        ),
      );
    for (const row of rows) {
      found.set(`lostfound_${row.id}_reporter_${row.reporterId}`, {
        parties: [row.reporterId],
        subject: {
          kind: 'lostfound',
          title: t(locale, 'chat:subject.lostfound'),
          path: buildPath('lostfound.detail', { reportId: row.id }),
        },
      });
    }
    return found;
  },
};
