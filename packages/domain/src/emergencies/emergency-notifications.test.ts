import { describe, expect, it } from 'vitest';

import { buildPath } from '../access/routes.ts';
import { translate } from '../i18n/translate.ts';
import { EMERGENCY_ACTIONS } from './emergency-machine.ts';
import {
  EMERGENCY_ACTION_NOTIFICATIONS,
  EMERGENCY_NOTIFICATION_MESSAGES,
  EMERGENCY_NOTIFICATION_TYPES,
  emergencyNotificationScreen,
  isEmergencyNotificationType,
} from './emergency-notifications.ts';

describe('emergency notifications', () => {
  it('send one type per action of the vet, and one for a new request', () => {
    expect(EMERGENCY_ACTIONS.map((action) => EMERGENCY_ACTION_NOTIFICATIONS[action])).toEqual([
      'emergency_acknowledged',
      'emergency_cannot_help',
      'emergency_resolved',
    ]);
    expect(EMERGENCY_NOTIFICATION_TYPES).toContain('emergency_requested');
  });
  it('have a title and a body in both languages', () => {
    for (const type of EMERGENCY_NOTIFICATION_TYPES) {
      for (const key of Object.values(EMERGENCY_NOTIFICATION_MESSAGES[type])) {
        expect(translate('tr', key)).not.toBe(key);
        expect(translate('en', key)).not.toBe(key);
      }
    }
    expect(
      translate('tr', EMERGENCY_NOTIFICATION_MESSAGES.emergency_requested.body, {
        name: 'Ayşe',
        pet: 'Pamuk',
        location: 'Moda',
      }),
    ).toBe('Ayşe, Pamuk için acil durum talebi gönderdi. Konum: Moda.');
  });
  it('open the vet’s emergency requests for a new one and the owner’s dashboard for an answer', () => {
    expect(buildPath(emergencyNotificationScreen('emergency_requested'))).toBe(
      '/veterinarian/emergency',
    );
    for (const type of [
      'emergency_acknowledged',
      'emergency_cannot_help',
      'emergency_resolved',
    ] as const)
      expect(buildPath(emergencyNotificationScreen(type))).toBe('/owner/dashboard');
  });
  it('recognises their types only', () => {
    expect(isEmergencyNotificationType('emergency_resolved')).toBe(true);
    expect(isEmergencyNotificationType('booking_accepted')).toBe(false);
    expect(isEmergencyNotificationType(null)).toBe(false);
  });
});
