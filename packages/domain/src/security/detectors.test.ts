import { describe, expect, it } from 'vitest';

import {
  DATA_LEAK_HIGH,
  detectDataLeak,
  detectFailedSignIns,
  detectLockout,
  detectPayloadAttempts,
  detectSuspiciousIp,
  detectUnauthorizedAccess,
  LOGIN_FAILURES_HIGH,
  LOGIN_FAILURES_MEDIUM,
  SUSPICIOUS_IP_HIGH,
  SUSPICIOUS_IP_MEDIUM,
  UNAUTHORIZED_HIGH,
  UNAUTHORIZED_MEDIUM,
} from './detectors.ts';
import { scanInputs } from './signatures.ts';

describe('login_failures', () => {
  it('thresholds are the spec sample: 5 in 10 minutes medium, 15 high', () => {
    expect([LOGIN_FAILURES_MEDIUM, LOGIN_FAILURES_HIGH]).toEqual([5, 15]);
    expect(detectFailedSignIns({ ipAddress: '203.0.113.9', failures: LOGIN_FAILURES_MEDIUM - 1, accounts: 1 })).toBeNull();
    expect(detectFailedSignIns({ ipAddress: '203.0.113.9', failures: LOGIN_FAILURES_MEDIUM, accounts: 1 })?.severity).toBe('medium');
    expect(detectFailedSignIns({ ipAddress: '203.0.113.9', failures: LOGIN_FAILURES_HIGH - 1, accounts: 1 })?.severity).toBe('medium');
    const high = detectFailedSignIns({ ipAddress: '203.0.113.9', failures: LOGIN_FAILURES_HIGH, accounts: 1, lastEmail: 'ayse@example.com' });
    expect(high).toEqual({
      type: 'login_failures',
      severity: 'high',
      source: '203.0.113.9',
      target: 'ayse@example.com',
      description: '203.0.113.9 adresinden 10 dakikada 15 başarısız giriş denemesi (1 hesap).',
      details: { reason: 'address_burst', failures: 15, accounts: 1, windowMinutes: 10, lastEmail: 'ayse@example.com' },
      dedupKey: 'login_failures:ip:203.0.113.9',
    });
  });

  it('a lock-out is medium, one alert per account', () => {
    const detection = detectLockout({ userId: 'u1', email: 'ayse@example.com', ipAddress: '203.0.113.9', failures: 5, via: 'sign-in', lockedUntil: '2026-11-20T09:01:00.000Z' });
    expect(detection).toMatchObject({ type: 'login_failures', severity: 'medium', source: '203.0.113.9', target: 'ayse@example.com', dedupKey: 'login_failures:account:u1' });
    expect(detection.description).toBe('ayse@example.com hesabı art arda 5 yanlış şifre sonrası geçici olarak kilitlendi.');
    expect(detectLockout({ userId: 'u1', failures: 5, via: 'sign-in', lockedUntil: 'x' }).source).toBe('u1');
  });
});

describe('suspicious_ip', () => {
  it('5 distinct accounts in an hour is medium, 10 high', () => {
    expect(detectSuspiciousIp({ ipAddress: '198.51.100.4', accounts: SUSPICIOUS_IP_MEDIUM - 1 })).toBeNull();
    expect(detectSuspiciousIp({ ipAddress: '198.51.100.4', accounts: SUSPICIOUS_IP_MEDIUM })?.severity).toBe('medium');
    expect(detectSuspiciousIp({ ipAddress: '198.51.100.4', accounts: SUSPICIOUS_IP_HIGH - 1 })?.severity).toBe('medium');
    expect(detectSuspiciousIp({ ipAddress: '198.51.100.4', accounts: SUSPICIOUS_IP_HIGH })).toMatchObject({ severity: 'high', dedupKey: 'suspicious_ip:198.51.100.4' });
  });
});

describe('unauthorized_access', () => {
  const base = { userId: 'u2', email: 'x@example.com', ipAddress: '192.0.2.1', lastPath: '/api/pets/{id}' };
  it('10 refusals in 5 minutes is medium, 20 high', () => {
    expect(detectUnauthorizedAccess({ ...base, refusals: UNAUTHORIZED_MEDIUM - 1 })).toBeNull();
    expect(detectUnauthorizedAccess({ ...base, refusals: UNAUTHORIZED_MEDIUM })?.severity).toBe('medium');
    expect(detectUnauthorizedAccess({ ...base, refusals: UNAUTHORIZED_HIGH - 1 })?.severity).toBe('medium');
    expect(detectUnauthorizedAccess({ ...base, refusals: UNAUTHORIZED_HIGH })).toMatchObject({
      severity: 'high',
      source: '192.0.2.1',
      target: '/api/pets/{id}',
      dedupKey: 'unauthorized_access:account:u2',
    });
  });
});

describe('data_leak_suspicion', () => {
  it('30 other users’ private files in 10 minutes is high', () => {
    expect(DATA_LEAK_HIGH).toBe(30);
    expect(detectDataLeak({ userId: 'u3', reads: DATA_LEAK_HIGH - 1, owners: 12 })).toBeNull();
    expect(detectDataLeak({ userId: 'u3', email: 'y@example.com', reads: DATA_LEAK_HIGH, owners: 12 })).toMatchObject({
      type: 'data_leak_suspicion',
      severity: 'high',
      source: 'y@example.com',
      description: 'y@example.com hesabı 10 dakikada 12 kullanıcıya ait 30 özel dosyayı okudu.',
    });
  });
});

describe('xss_attempt and sql_injection_attempt', () => {
  it('one high detection per kind, naming the field and keeping an escaped sample', () => {
    const matches = scanInputs([
      ['email', '<script>alert(1)</script>'],
      ['name', "' OR 1=1--"],
      ['city', 'İstanbul'],
    ]);
    const detections = detectPayloadAttempts({ matches, method: 'POST', path: '/api/auth/sign-in/email', ipAddress: '192.0.2.5', status: 400 });
    expect(detections.map((d) => [d.type, d.severity, d.details.field])).toEqual([
      ['xss_attempt', 'high', 'email'],
      ['sql_injection_attempt', 'high', 'name'],
    ]);
    expect(detections[0]).toMatchObject({
      source: '192.0.2.5',
      target: 'POST /api/auth/sign-in/email',
      description: 'POST /api/auth/sign-in/email isteğinin “email” alanında XSS girdisi reddedildi.',
      details: { sample: '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e' },
      dedupKey: 'xss_attempt:192.0.2.5',
    });
  });

  it('nothing without a match', () => {
    expect(detectPayloadAttempts({ matches: [], method: 'POST', path: '/x', status: 422 })).toEqual([]);
  });
});
