import { describe, expect, it } from 'vitest';

import { FEATURES, NOTIFICATION_RENDERERS, ROUTERS } from './index.ts';

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
});
