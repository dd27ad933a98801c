import { buildPath } from '@patili/domain/access';
import type { AdminTargetType } from '@patili/domain/admin';
import {
  excerptOf,
  flagStatusOf,
  resolutionOf,
  type FlagActionData,
  type FlagActionResponse,
  type FlagKind,
} from '@patili/domain/moderation';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  forumFlag,
  forumPost,
  forumReply,
  message,
  messageFlag,
  user,
} from '../../db/schema/index.ts';
import { suspendAccount } from '../../lib/account-standing.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { t } from '../../lib/i18n.ts';
import { recordNotifications } from '../../lib/notifications/notifications.ts';
import { checkTargetId, flagNotFound } from './flags.service.ts';

/**
 * The review's three actions (dismiss the flag, warn, suspend),
 * each closing every open flag of the item at once, in one transaction with its effect and
 * its audit record: dismiss (nothing wrong: `dismissed`), warn (the admin's text to the author as
 * a notification: `actioned`), suspend (the author's account off and signed out everywhere:
 * `actioned`). Admins — the protected default admin among them — cannot be suspended from here.
 */

type Target = {
  authorId: string | null;
  authorEmail: string | null;
  authorRole: string | null;
  authorDeletedAt: Date | null;
  text: string;
  /** The forum thread a warning opens; null for a chat message. */
  postId: string | null;
};

const findTarget = async (
  db: Db,
  kind: FlagKind,
  targetId: string,
): Promise<Target | undefined> => {
  const author = {
    authorId: user.id,
    authorEmail: user.email,
    authorRole: user.role,
    authorDeletedAt: user.deletedAt,
  };
  if (kind === 'message') {
    const [row] = await db
      .select({ ...author, text: message.text })
      .from(message)
      .leftJoin(user, eq(user.id, message.senderId))
      .where(eq(message.id, targetId))
      .limit(1);
    return row && { ...row, postId: null };
  }
  if (kind === 'forum_post') {
    const [row] = await db
      .select({ ...author, text: forumPost.title, postId: forumPost.id })
      .from(forumPost)
      .leftJoin(user, eq(user.id, forumPost.authorId))
      .where(eq(forumPost.id, targetId))
      .limit(1);
    return row;
  }
  const [row] = await db
    .select({ ...author, text: forumReply.content, postId: forumReply.postId })
    .from(forumReply)
    .leftJoin(user, eq(user.id, forumReply.authorId))
    .where(eq(forumReply.id, targetId))
    .limit(1);
  return row;
};

/** Closes the item's open flags; the ids closed (none when another admin closed them first). */
const closeOpenFlags = async (
  db: Db,
  {
    kind,
    targetId,
    status,
    resolution,
    adminId,
    now,
  }: {
    kind: FlagKind;
    targetId: string;
    status: string;
    resolution: string;
    adminId: string;
    now: Date;
  },
) => {
  const review = { status, resolution, reviewedBy: adminId, reviewedAt: now };
  if (kind === 'message') {
    return db
      .update(messageFlag)
      .set(review)
      .where(and(eq(messageFlag.messageId, targetId), eq(messageFlag.status, 'open')))
      .returning({ id: messageFlag.id });
  }
  return db
    .update(forumFlag)
    .set(review)
    .where(
      and(
        eq(forumFlag.targetId, targetId),
        eq(forumFlag.targetKind, kind === 'forum_post' ? 'post' : 'reply'),
        eq(forumFlag.status, 'open'),
      ),
    )
    .returning({ id: forumFlag.id });
};

const kindLabel = (kind: FlagKind) => t('tr', `moderation:kind.${kind}`).toLocaleLowerCase('tr');

/**
 * `POST /api/admin/moderation/flags/{kind}/{targetId}/actions`. 404 for an unknown item, 409 when it has
 * no open flag left (`moderation:errors.alreadyReviewed`) or its author's account is gone, 403
 * `moderation:errors.protectedUser` when suspending an admin.
 */
export const actOnFlag = async ({
  db,
  actor,
  adminEmail,
  kind,
  targetId,
  input,
  now,
}: {
  db: Db;
  actor: AuditActor;
  adminEmail: string;
  kind: FlagKind;
  targetId: string;
  input: FlagActionData;
  now: Date;
}): Promise<FlagActionResponse> => {
  checkTargetId(targetId);
  const target = await findTarget(db, kind, targetId);
  if (!target) throw flagNotFound();
  const author =
    target.authorId && target.authorEmail && !target.authorDeletedAt
      ? { id: target.authorId, email: target.authorEmail, role: target.authorRole }
      : null;
  if (input.action !== 'dismiss' && !author) {
    throw new AppError('CONFLICT', { messageKey: 'moderation:errors.authorGone' });
  }
  if (
    input.action === 'suspend' &&
    author &&
    (author.role === 'admin' || author.email.toLowerCase() === adminEmail.toLowerCase())
  ) {
    throw new AppError('FORBIDDEN', { messageKey: 'moderation:errors.protectedUser' });
  }
  const resolution = resolutionOf(input.action);
  const status = flagStatusOf(resolution);
  return db.transaction(async (tx) => {
    const closed = await closeOpenFlags(tx, {
      kind,
      targetId,
      status,
      resolution,
      adminId: actor.adminId,
      now,
    });
    if (closed.length === 0) {
      throw new AppError('CONFLICT', { messageKey: 'moderation:errors.alreadyReviewed' });
    }
    const what = `${kindLabel(kind)} (${closed.length} şikayet)`;
    const quoted = `"${excerptOf(target.text, 60)}"`;
    if (input.action === 'dismiss') {
      await recordAdminAction(tx, actor, {
        actionType: 'flag_dismissed',
        targetType: (kind === 'message' ? 'message' : kind) satisfies AdminTargetType,
        targetId,
        description: `İşaret kaldırıldı: ${what} ${quoted}${author ? `, yazan ${author.email}` : ''}`,
      });
    } else if (input.action === 'warn' && author) {
      await recordNotifications({
        db: tx,
        now,
        notifications: [
          {
            userId: author.id,
            type: 'moderation_warning',
            payload: { message: input.message },
            path: target.postId ? buildPath('forum.post', { postId: target.postId }) : null,
          },
        ],
      });
      await recordAdminAction(tx, actor, {
        actionType: 'user_warned',
        targetType: 'user',
        targetId: author.id,
        description: `Kullanıcı uyarıldı: ${author.email}, ${what} ${quoted}`,
      });
    } else if (input.action === 'suspend' && author) {
      if (!(await suspendAccount(tx, author.id, now))) {
        throw new AppError('CONFLICT', { messageKey: 'moderation:errors.authorGone' });
      }
      await recordAdminAction(tx, actor, {
        actionType: 'user_suspended',
        targetType: 'user',
        targetId: author.id,
        description: `Hesap askıya alındı: ${author.email}, ${what} ${quoted}`,
      });
    }
    return { kind, targetId, status, resolution, closedFlags: closed.length };
  });
};
