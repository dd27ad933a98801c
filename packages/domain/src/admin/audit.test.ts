import { describe, expect, it } from 'vitest';

import trAdmin from '../locales/tr/admin.json' with { type: 'json' };
import enAdmin from '../locales/en/admin.json' with { type: 'json' };
import { ADMIN_ACTION_TYPES, ADMIN_NOTIFICATION_TOPICS, ADMIN_TARGET_TYPES, isAdminActionType } from './audit.ts';

describe('admin action types', () => {
  it('are unique and recognised', () => {
    expect(new Set(ADMIN_ACTION_TYPES).size).toBe(ADMIN_ACTION_TYPES.length);
    expect(isAdminActionType('user_role_changed')).toBe(true);
    expect(isAdminActionType('drop table')).toBe(false);
    expect(isAdminActionType(undefined)).toBe(false);
  });
  it('each have a label in both languages, as do target types and notification topics', () => {
    for (const catalogue of [trAdmin, enAdmin]) {
      for (const type of ADMIN_ACTION_TYPES) expect(catalogue.actionTypes[type], type).toBeTruthy();
      for (const type of ADMIN_TARGET_TYPES) expect(catalogue.targetTypes[type], type).toBeTruthy();
      for (const topic of ADMIN_NOTIFICATION_TOPICS) expect(catalogue.notificationTopics[topic], topic).toBeTruthy();
    }
  });
});
