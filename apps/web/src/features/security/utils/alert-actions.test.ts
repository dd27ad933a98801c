import { SECURITY_ALERT_STATUSES } from '@patili/domain/security';
import { describe, expect, it } from 'vitest';

import { alertActions, canAnalyse } from './alert-actions';

const allowed = (status: (typeof SECURITY_ALERT_STATUSES)[number]) =>
  alertActions(status)
    .filter((action) => action.allowed)
    .map((action) => action.status);

describe('alert status actions (new → acknowledged → investigating → resolved / false positive)', () => {
  it('always lists the four actions in order, so a disabled one stays in view', () => {
    for (const status of SECURITY_ALERT_STATUSES) {
      expect(alertActions(status).map((action) => action.status)).toEqual([
        'acknowledged',
        'investigating',
        'resolved',
        'false_positive',
      ]);
    }
  });

  it('lets a new alert take any later status', () => {
    expect(allowed('new')).toEqual(['acknowledged', 'investigating', 'resolved', 'false_positive']);
  });

  it('only moves forward', () => {
    expect(allowed('acknowledged')).toEqual(['investigating', 'resolved', 'false_positive']);
    expect(allowed('investigating')).toEqual(['resolved', 'false_positive']);
  });

  it('disables resolve (and every other move) once resolved or closed as a false alarm', () => {
    expect(allowed('resolved')).toEqual([]);
    expect(allowed('false_positive')).toEqual([]);
    expect(alertActions('resolved').find((action) => action.status === 'resolved')?.allowed).toBe(false);
  });

  it('runs the analysis only on an open alert', () => {
    expect(SECURITY_ALERT_STATUSES.filter(canAnalyse)).toEqual(['new', 'acknowledged', 'investigating']);
  });
});
