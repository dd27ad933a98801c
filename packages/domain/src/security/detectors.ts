import type { SecurityAlertSeverity, SecurityAlertType } from './security.schemas.ts';
import type { PayloadMatch } from './signatures.ts';

/**
 * The detectors of security operations: pure functions over counts of recent events in
 * a window, each threshold a named constant. A detection is what `raiseAlert` stores: its
 * description is one line in the platform's language (Turkish), like the action log's; labels are
 * translated where they are shown. While an alert with the same `dedupKey` is open, a repeat only
 * raises its count (and its severity, when the new one is higher).
 */
export type Detection = {
  type: SecurityAlertType;
  severity: SecurityAlertSeverity;
  /** Where it came from: an address, or an account when no address is known. */
  source: string;
  /** What it was aimed at: an account, a path, the platform. */
  target: string;
  description: string;
  details: Record<string, unknown>;
  dedupKey: string;
};

const MINUTE_MS = 60_000;

/** Failed sign-ins from one address: the window, and the counts that make it medium and high (the spec's sample: 15 in 10 minutes). */
export const LOGIN_FAILURE_WINDOW_MS = 10 * MINUTE_MS;
export const LOGIN_FAILURES_MEDIUM = 5;
export const LOGIN_FAILURES_HIGH = 15;

/** Refused (403/404) requests for other users' records by one account. */
export const UNAUTHORIZED_WINDOW_MS = 5 * MINUTE_MS;
export const UNAUTHORIZED_MEDIUM = 10;
export const UNAUTHORIZED_HIGH = 20;

/** Distinct accounts signing in (or failing to) from one address. */
export const SUSPICIOUS_IP_WINDOW_MS = 60 * MINUTE_MS;
export const SUSPICIOUS_IP_MEDIUM = 5;
export const SUSPICIOUS_IP_HIGH = 10;

/** Other users' private files read by one account. */
export const DATA_LEAK_WINDOW_MS = 10 * MINUTE_MS;
export const DATA_LEAK_HIGH = 30;

/** Who did it, for descriptions: the account's e-mail, else its id, else the address. */
const who = (account: { email?: string | null | undefined; userId?: string | null | undefined } | null | undefined, ipAddress?: string | null) =>
  account?.email ?? account?.userId ?? ipAddress ?? 'bilinmeyen kaynak';

const minutes = (ms: number) => Math.round(ms / MINUTE_MS);

/** One account was locked after too many wrong passwords in a row (lib/password-guard): medium. */
export const detectLockout = (event: {
  userId: string;
  email?: string | null | undefined;
  ipAddress?: string | null | undefined;
  failures: number;
  via: string;
  lockedUntil: string;
}): Detection => ({
  type: 'login_failures',
  severity: 'medium',
  source: event.ipAddress ?? who(event),
  target: who(event),
  description: `${who(event)} hesabı art arda ${event.failures} yanlış şifre sonrası geçici olarak kilitlendi.`,
  details: { reason: 'lockout', userId: event.userId, email: event.email ?? null, ipAddress: event.ipAddress ?? null, failures: event.failures, via: event.via, lockedUntil: event.lockedUntil },
  dedupKey: `login_failures:account:${event.userId}`,
});

/** Failed sign-ins from one address in the window: medium from 5, high from 15; below, nothing. */
export const detectFailedSignIns = (input: { ipAddress: string; failures: number; accounts: number; lastEmail?: string | null | undefined }): Detection | null => {
  if (input.failures < LOGIN_FAILURES_MEDIUM) return null;
  const severity: SecurityAlertSeverity = input.failures >= LOGIN_FAILURES_HIGH ? 'high' : 'medium';
  return {
    type: 'login_failures',
    severity,
    source: input.ipAddress,
    target: input.accounts === 1 && input.lastEmail ? input.lastEmail : `${input.accounts} hesap`,
    description: `${input.ipAddress} adresinden ${minutes(LOGIN_FAILURE_WINDOW_MS)} dakikada ${input.failures} başarısız giriş denemesi (${input.accounts} hesap).`,
    details: { reason: 'address_burst', failures: input.failures, accounts: input.accounts, windowMinutes: minutes(LOGIN_FAILURE_WINDOW_MS), lastEmail: input.lastEmail ?? null },
    dedupKey: `login_failures:ip:${input.ipAddress}`,
  };
};

/** Distinct accounts from one address in an hour: medium from 5, high from 10. */
export const detectSuspiciousIp = (input: { ipAddress: string; accounts: number }): Detection | null => {
  if (input.accounts < SUSPICIOUS_IP_MEDIUM) return null;
  return {
    type: 'suspicious_ip',
    severity: input.accounts >= SUSPICIOUS_IP_HIGH ? 'high' : 'medium',
    source: input.ipAddress,
    target: `${input.accounts} hesap`,
    description: `${input.ipAddress} adresinden ${minutes(SUSPICIOUS_IP_WINDOW_MS)} dakikada ${input.accounts} farklı hesaba giriş yapıldı ya da denendi.`,
    details: { accounts: input.accounts, windowMinutes: minutes(SUSPICIOUS_IP_WINDOW_MS) },
    dedupKey: `suspicious_ip:${input.ipAddress}`,
  };
};

/** Refused requests for other users' records by one account in 5 minutes: medium from 10, high from 20. */
export const detectUnauthorizedAccess = (input: {
  userId: string;
  email?: string | null | undefined;
  ipAddress?: string | null | undefined;
  refusals: number;
  lastPath: string;
}): Detection | null => {
  if (input.refusals < UNAUTHORIZED_MEDIUM) return null;
  return {
    type: 'unauthorized_access',
    severity: input.refusals >= UNAUTHORIZED_HIGH ? 'high' : 'medium',
    source: input.ipAddress ?? who(input),
    target: input.lastPath,
    description: `${who(input)} hesabı ${minutes(UNAUTHORIZED_WINDOW_MS)} dakikada ${input.refusals} kez başka kullanıcılara ait kayıtlara erişmeye çalıştı ve reddedildi.`,
    details: { userId: input.userId, email: input.email ?? null, ipAddress: input.ipAddress ?? null, refusals: input.refusals, windowMinutes: minutes(UNAUTHORIZED_WINDOW_MS), lastPath: input.lastPath },
    dedupKey: `unauthorized_access:account:${input.userId}`,
  };
};

/** Other users' private files read by one account in 10 minutes: high from 30. */
export const detectDataLeak = (input: {
  userId: string;
  email?: string | null | undefined;
  ipAddress?: string | null | undefined;
  reads: number;
  owners: number;
}): Detection | null => {
  if (input.reads < DATA_LEAK_HIGH) return null;
  return {
    type: 'data_leak_suspicion',
    severity: 'high',
    source: input.ipAddress ?? who(input),
    target: `${input.owners} kullanıcının özel dosyaları`,
    description: `${who(input)} hesabı ${minutes(DATA_LEAK_WINDOW_MS)} dakikada ${input.owners} kullanıcıya ait ${input.reads} özel dosyayı okudu.`,
    details: { userId: input.userId, email: input.email ?? null, ipAddress: input.ipAddress ?? null, reads: input.reads, owners: input.owners, windowMinutes: minutes(DATA_LEAK_WINDOW_MS) },
    dedupKey: `data_leak_suspicion:account:${input.userId}`,
  };
};

/**
 * An input refused by validation that carries attack payloads: one detection per kind (XSS, SQL
 * injection), high, naming the first field and keeping an escaped sample of each.
 */
export const detectPayloadAttempts = (input: {
  matches: readonly PayloadMatch[];
  method: string;
  path: string;
  ipAddress?: string | null | undefined;
  userId?: string | null | undefined;
  email?: string | null | undefined;
  status: number;
}): Detection[] => {
  const source = input.ipAddress ?? who(input, null);
  const detections: Detection[] = [];
  for (const kind of ['xss', 'sqli'] as const) {
    const found = input.matches.filter((match) => match.kind === kind);
    const first = found[0];
    if (!first) continue;
    const type: SecurityAlertType = kind === 'xss' ? 'xss_attempt' : 'sql_injection_attempt';
    const label = kind === 'xss' ? 'XSS' : 'SQL enjeksiyonu';
    detections.push({
      type,
      severity: 'high',
      source,
      target: `${input.method} ${input.path}`,
      description: `${input.method} ${input.path} isteğinin “${first.field}” alanında ${label} girdisi reddedildi.`,
      details: {
        field: first.field,
        sample: first.sample,
        rule: first.rule,
        fields: found.map((match) => ({ field: match.field, rule: match.rule, sample: match.sample })).slice(0, 5),
        status: input.status,
        userId: input.userId ?? null,
        email: input.email ?? null,
      },
      dedupKey: `${type}:${source}`,
    });
  }
  return detections;
};
