import { isOwnAddress, normalizeIpAddress, type IpBlock, type IpBlockList, type IpBlockPayload } from '@patili/domain/security';
import { isUuid } from '@patili/domain/shared';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { ipBlock, securityAlert, user } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import type { SecurityMonitor } from '../../lib/security/monitor.ts';

/**
 * The IP deny list: the blocks in force, a new block (never the
 * admin's own address), and lifting one. Each change is logged (`ip_blocked`, `ip_unblocked`) and
 * reloads this process's cached list at once (`lib/security/monitor.ts`); other processes see it
 * within seconds.
 */

const blockNotFound = () => new AppError('NOT_FOUND', { messageKey: 'security:errors.blockNotFound' });

const inForce = (now: Date) => or(isNull(ipBlock.expiresAt), gt(ipBlock.expiresAt, now));

const blockColumns = {
  id: ipBlock.id,
  ipAddress: ipBlock.ipAddress,
  reason: ipBlock.reason,
  alertId: ipBlock.alertId,
  createdById: ipBlock.createdBy,
  createdByName: user.name,
  expiresAt: ipBlock.expiresAt,
  createdAt: ipBlock.createdAt,
};

type BlockRow = { id: string; ipAddress: string; reason: string; alertId: string | null; createdById: string | null; createdByName: string | null; expiresAt: Date | null; createdAt: Date };

const toBlockView = (row: BlockRow): IpBlock => ({
  id: row.id,
  ipAddress: row.ipAddress,
  reason: row.reason,
  alertId: row.alertId,
  createdById: row.createdById,
  createdByName: row.createdByName,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** `GET /api/admin/security/ip-blocks`: the blocks in force, newest first (`ip_block_created_idx`), and the caller's own address. */
export const listIpBlocks = async ({
  db,
  query,
  callerAddress,
  now,
}: {
  db: Db;
  query: { page: number; pageSize: number };
  callerAddress: string | undefined;
  now: Date;
}): Promise<IpBlockList> => {
  const [rows, [counted]] = await Promise.all([
    db
      .select(blockColumns)
      .from(ipBlock)
      .leftJoin(user, eq(user.id, ipBlock.createdBy))
      .where(inForce(now))
      .orderBy(desc(ipBlock.createdAt), desc(ipBlock.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(ipBlock).where(inForce(now)),
  ]);
  return {
    items: rows.map(toBlockView),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    yourAddress: callerAddress ? (normalizeIpAddress(callerAddress) ?? callerAddress) : null,
  };
};

const durationLabel = (hours: number | null) => (hours === null ? 'süresiz' : hours % 24 === 0 ? `${hours / 24} gün` : `${hours} saat`);

/**
 * `POST /api/admin/security/ip-blocks`: refuses the caller's own current address (422 on
 * `ipAddress`) and an address already blocked (409); an expired block of the same address is
 * replaced. An alert named must exist.
 */
export const blockIp = async ({
  db,
  security,
  actor,
  input,
  callerAddress,
  now,
}: {
  db: Db;
  security: SecurityMonitor;
  actor: AuditActor;
  input: IpBlockPayload;
  callerAddress: string | undefined;
  now: Date;
}): Promise<IpBlock> => {
  if (isOwnAddress(input.ipAddress, callerAddress)) throw fieldError('ipAddress', 'security:errors.ownAddress');
  const alertId = input.alertId === undefined || input.alertId === '' ? null : input.alertId.toLowerCase();
  const expiresAt = input.durationHours === null ? null : new Date(now.getTime() + input.durationHours * 3_600_000);
  const id = await db.transaction(async (tx) => {
    if (alertId !== null) {
      const [alert] = isUuid(alertId) ? await tx.select({ id: securityAlert.id }).from(securityAlert).where(eq(securityAlert.id, alertId)).limit(1) : [];
      if (!alert) throw fieldError('alertId', 'security:validation.alertInvalid');
    }
    const [existing] = await tx.select({ id: ipBlock.id, expiresAt: ipBlock.expiresAt }).from(ipBlock).where(eq(ipBlock.ipAddress, input.ipAddress)).for('update').limit(1);
    if (existing && (existing.expiresAt === null || existing.expiresAt > now)) {
      throw new AppError('CONFLICT', { messageKey: 'security:errors.alreadyBlocked', fields: { ipAddress: 'security:errors.alreadyBlocked' } });
    }
    const values = { ipAddress: input.ipAddress, reason: input.reason, alertId, createdBy: actor.adminId, expiresAt, createdAt: now };
    const [row] = existing
      ? await tx.update(ipBlock).set(values).where(eq(ipBlock.id, existing.id)).returning({ id: ipBlock.id })
      : await tx.insert(ipBlock).values(values).returning({ id: ipBlock.id });
    if (!row) throw new Error('blockIp: no row written');
    await recordAdminAction(tx, actor, {
      actionType: 'ip_blocked',
      targetType: 'ip_block',
      targetId: row.id,
      description: `IP ${input.ipAddress} engellendi (${durationLabel(input.durationHours)})${alertId ? `, uyarı ${alertId.slice(0, 8)}` : ''}: ${input.reason.slice(0, 200)}`,
    });
    return row.id;
  });
  await security.refreshBlocks();
  const [row] = await db.select(blockColumns).from(ipBlock).leftJoin(user, eq(user.id, ipBlock.createdBy)).where(eq(ipBlock.id, id)).limit(1);
  if (!row) throw blockNotFound();
  return toBlockView(row);
};

/** `DELETE /api/admin/security/ip-blocks/{blockId}`: lifts a block (expired or not); logged. */
export const unblockIp = async ({ db, security, actor, blockId }: { db: Db; security: SecurityMonitor; actor: AuditActor; blockId: string }): Promise<void> => {
  if (!isUuid(blockId)) throw blockNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(ipBlock).where(and(eq(ipBlock.id, blockId.toLowerCase()))).returning({ id: ipBlock.id, ipAddress: ipBlock.ipAddress });
    if (!row) throw blockNotFound();
    await recordAdminAction(tx, actor, {
      actionType: 'ip_unblocked',
      targetType: 'ip_block',
      targetId: row.id,
      description: `IP ${row.ipAddress} engeli kaldırıldı`,
    });
  });
  await security.refreshBlocks();
};
