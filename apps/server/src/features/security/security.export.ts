import { SECURITY_EVENT_KINDS } from '@patili/domain/security';
import { and, asc, eq, inArray } from 'drizzle-orm';

import { passwordFailure, securityEvent } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The security feature's part of a data export: the sign-in and security events recorded about
 * the user (when, what kind, from which address; the events' details, which may name another
 * person's file or the path tried, stay out) and their current count of wrong passwords.
 */
export const securityExportData: DataExporter = async ({ db, userId }) => {
  // Every kind named, so the kind-and-account index serves the read.
  const events = await db
    .select({
      kind: securityEvent.kind,
      ipAddress: securityEvent.ipAddress,
      createdAt: securityEvent.createdAt,
    })
    .from(securityEvent)
    .where(
      and(inArray(securityEvent.kind, [...SECURITY_EVENT_KINDS]), eq(securityEvent.userId, userId)),
    )
    .orderBy(asc(securityEvent.createdAt), asc(securityEvent.id));
  const [failures] = await db
    .select()
    .from(passwordFailure)
    .where(eq(passwordFailure.userId, userId))
    .limit(1);
  return [
    {
      area: 'security_events',
      data: events.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    {
      area: 'password_failures',
      data: failures
        ? {
            failures: failures.failures,
            lockedUntil: failures.lockedUntil?.toISOString() ?? null,
            lastFailedAt: failures.lastFailedAt.toISOString(),
          }
        : null,
    },
  ];
};
