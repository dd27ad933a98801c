import { describe, expect, it } from 'vitest';

import { translate } from '../i18n/translate.ts';
import {
  EMERGENCY_ACTIONS,
  EMERGENCY_STATUSES,
  EMERGENCY_TRANSITION_ERRORS,
  availableEmergencyActions,
  normalizeEmergencyStatus,
  transitionEmergency,
  type EmergencyAction,
  type EmergencyStatus,
} from './emergency-machine.ts';

describe('emergency statuses', () => {
  it('are the spec list', () => {
    expect([...EMERGENCY_STATUSES].sort()).toEqual([
      'acknowledged',
      'cannot_help',
      'pending',
      'resolved',
    ]);
  });
  it('have a label in both languages', () => {
    for (const status of EMERGENCY_STATUSES) {
      for (const locale of ['tr', 'en'] as const) {
        expect(translate(locale, `emergencies:status.${status}`)).not.toBe(
          `emergencies:status.${status}`,
        );
      }
    }
  });
});

describe('normalizeEmergencyStatus', () => {
  it('keeps every known status', () => {
    for (const status of EMERGENCY_STATUSES) expect(normalizeEmergencyStatus(status)).toBe(status);
  });
  it('ignores case and surrounding space, and reads a hyphen as an underscore', () => {
    expect(normalizeEmergencyStatus(' Acknowledged ')).toBe('acknowledged');
    expect(normalizeEmergencyStatus('CANNOT-HELP')).toBe('cannot_help');
  });
  it("reads anything unknown as 'pending'", () => {
    for (const value of ['', 'done', 'accepted', 'cancelled', null, undefined, 1, {}]) {
      expect(normalizeEmergencyStatus(value), JSON.stringify(value) ?? 'undefined').toBe('pending');
    }
  });
});

/** Every (status, action) pair and what it gives: a new status, or the refusal's code. */
const TABLE: Record<EmergencyStatus, Record<EmergencyAction, string>> = {
  pending: {
    acknowledge: 'acknowledged',
    cannot_help: 'cannot_help',
    resolve: 'EMERGENCY_NOT_ACKNOWLEDGED',
  },
  acknowledged: {
    acknowledge: 'EMERGENCY_NOT_PENDING',
    cannot_help: 'EMERGENCY_NOT_PENDING',
    resolve: 'resolved',
  },
  cannot_help: {
    acknowledge: 'EMERGENCY_NOT_PENDING',
    cannot_help: 'EMERGENCY_NOT_PENDING',
    resolve: 'EMERGENCY_NOT_ACKNOWLEDGED',
  },
  resolved: {
    acknowledge: 'EMERGENCY_NOT_PENDING',
    cannot_help: 'EMERGENCY_NOT_PENDING',
    resolve: 'EMERGENCY_NOT_ACKNOWLEDGED',
  },
};

describe('transitionEmergency', () => {
  for (const from of EMERGENCY_STATUSES) {
    for (const action of EMERGENCY_ACTIONS) {
      const expected = TABLE[from][action];
      it(`${from} + ${action} → ${expected}`, () => {
        const outcome = transitionEmergency(from, action);
        if (EMERGENCY_STATUSES.includes(expected as EmergencyStatus)) {
          expect(outcome).toEqual({
            ok: true,
            action,
            from,
            status: expected,
            answers: action !== 'resolve',
            resolves: action === 'resolve',
          });
        } else {
          expect(outcome).toEqual({
            ok: false,
            code: expected,
            message:
              EMERGENCY_TRANSITION_ERRORS[expected as keyof typeof EMERGENCY_TRANSITION_ERRORS],
          });
        }
      });
    }
  }

  it('reads the stored text as normalizeEmergencyStatus does (unknown is pending)', () => {
    expect(transitionEmergency('ACKNOWLEDGED', 'resolve')).toMatchObject({
      ok: true,
      status: 'resolved',
    });
    expect(transitionEmergency('whatever', 'acknowledge')).toMatchObject({
      ok: true,
      from: 'pending',
      status: 'acknowledged',
    });
  });

  it('refuses with a message in both languages', () => {
    for (const key of Object.values(EMERGENCY_TRANSITION_ERRORS)) {
      expect(translate('tr', key)).not.toBe(key);
      expect(translate('en', key)).not.toBe(key);
    }
    expect(translate('tr', EMERGENCY_TRANSITION_ERRORS.EMERGENCY_NOT_PENDING)).toBe(
      'Bu talep zaten yanıtlandı.',
    );
  });
});

describe('availableEmergencyActions', () => {
  it('offers acknowledge and cannot-help while pending, resolve once acknowledged, nothing after', () => {
    expect(availableEmergencyActions('pending')).toEqual(['acknowledge', 'cannot_help']);
    expect(availableEmergencyActions('acknowledged')).toEqual(['resolve']);
    expect(availableEmergencyActions('cannot_help')).toEqual([]);
    expect(availableEmergencyActions('resolved')).toEqual([]);
  });
});
