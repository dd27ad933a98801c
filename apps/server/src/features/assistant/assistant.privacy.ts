import type { AssistantConsentItems } from '@patili/domain/assistant';

import type { ConsentSource } from '../../lib/privacy.ts';
import { getConsent, saveConsent } from './consent.service.ts';

/** The three things Peri may use, each its own consent in the privacy centre; one shared decision time. */
const ITEMS = [
  ['assistant_name', 'name'],
  ['assistant_role', 'role'],
  ['assistant_recent_activity', 'recentActivity'],
] as const satisfies readonly (readonly [ConsentSource['kind'], keyof AssistantConsentItems])[];

export const assistantConsents: readonly ConsentSource[] = ITEMS.map(([kind, item]) => ({
  kind,
  read: async ({ db, userId }) => {
    const consent = await getConsent({ db, userId });
    return consent ? { granted: consent[item], decidedAt: new Date(consent.consentedAt) } : { granted: false, decidedAt: null };
  },
  write: async ({ db, userId, granted, now }) => {
    const consent = await getConsent({ db, userId });
    const items: AssistantConsentItems = {
      name: consent?.name ?? false,
      role: consent?.role ?? false,
      recentActivity: consent?.recentActivity ?? false,
    };
    await saveConsent({ db, userId, items: { ...items, [item]: granted }, now });
  },
}));
