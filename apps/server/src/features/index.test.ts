import { CONSENT_KINDS } from '@patili/domain/privacy';
import { describe, expect, it } from 'vitest';

import { FEATURES, NOTIFICATION_RENDERERS, PRIVACY_PARTS, ROUTERS } from './index.ts';

describe('FEATURES', () => {
  it('mounts the health probes first and the testing controls last', () => {
    expect(FEATURES[0]?.name).toBe('health');
    expect(FEATURES.at(-1)?.name).toBe('testing');
    expect(ROUTERS.length).toBeGreaterThan(FEATURES.length);
  });

  it('renders every kind with its own feature', () => {
    expect(NOTIFICATION_RENDERERS.booking_requested).toBeTypeOf('function');
    expect(NOTIFICATION_RENDERERS.admin_broadcast).toBeTypeOf('function');
  });

  it('has one feature owning each consent the privacy centre lists', () => {
    expect(PRIVACY_PARTS.consents.map((consent) => consent.kind).sort()).toEqual([...CONSENT_KINDS].sort());
  });
});
