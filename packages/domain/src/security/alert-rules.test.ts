import { describe, expect, it } from 'vitest';

import { canAnalyseAlert, canMoveAlert, canResolveAlert, higherSeverity, isAlertOpen, statusAfterAnalysis } from './alert-rules.ts';
import { SECURITY_ALERT_OPEN_STATUSES, SECURITY_ALERT_STATUSES } from './security.schemas.ts';

describe('alert status transitions', () => {
  it('move forward only, steps may be skipped, resolved and false positive are final', () => {
    const allowed = SECURITY_ALERT_STATUSES.flatMap((from) => SECURITY_ALERT_STATUSES.filter((to) => canMoveAlert(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual([
      'new→acknowledged',
      'new→investigating',
      'new→resolved',
      'new→false_positive',
      'acknowledged→investigating',
      'acknowledged→resolved',
      'acknowledged→false_positive',
      'investigating→resolved',
      'investigating→false_positive',
    ]);
  });

  it('agree with the open statuses of the contract and the partial index', () => {
    expect(SECURITY_ALERT_STATUSES.filter(isAlertOpen)).toEqual([...SECURITY_ALERT_OPEN_STATUSES]);
  });

  it('disable the resolve button once resolved', () => {
    expect(canResolveAlert('investigating')).toBe(true);
    expect(canResolveAlert('resolved')).toBe(false);
    expect(canResolveAlert('false_positive')).toBe(false);
  });

  it('let the analysis run on an open alert and leave it investigating', () => {
    expect(statusAfterAnalysis('new')).toBe('investigating');
    expect(statusAfterAnalysis('acknowledged')).toBe('investigating');
    expect(statusAfterAnalysis('investigating')).toBe('investigating');
    expect(canAnalyseAlert('resolved')).toBe(false);
  });

  it('keep the higher severity', () => {
    expect(higherSeverity('medium', 'high')).toBe('high');
    expect(higherSeverity('critical', 'low')).toBe('critical');
  });
});
