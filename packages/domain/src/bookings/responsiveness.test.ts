import { describe, expect, it } from 'vitest';

import { responseTimeMessage, responsivenessOf } from './responsiveness.ts';

describe('responsivenessOf', () => {
  it('shows nothing under three measured requests', () => {
    expect(responsivenessOf({ requests: 2, onTime: 2, medianMinutes: 30, providerCancellations: 0 })).toBeNull();
  });

  it('gives the share answered in time, whole, and the median in whole minutes from three on', () => {
    expect(responsivenessOf({ requests: 3, onTime: 2, medianMinutes: 95.5, providerCancellations: 1 })).toEqual({
      requests: 3,
      responseRate: 67,
      medianResponseMinutes: 96,
      providerCancellations: 1,
    });
    expect(responsivenessOf({ requests: 3, onTime: 0, medianMinutes: null, providerCancellations: 0 })).toMatchObject({
      responseRate: 0,
      medianResponseMinutes: null,
    });
  });
});

describe('responseTimeMessage', () => {
  it('rounds the median up to the hour, within the hour reading one hour', () => {
    expect(responseTimeMessage(5)).toEqual({ key: 'discovery:responsiveness.withinHours_one', hours: 1 });
    expect(responseTimeMessage(60)).toEqual({ key: 'discovery:responsiveness.withinHours_one', hours: 1 });
    expect(responseTimeMessage(61)).toEqual({ key: 'discovery:responsiveness.withinHours_other', hours: 2 });
    expect(responseTimeMessage(24 * 60)).toEqual({ key: 'discovery:responsiveness.withinHours_other', hours: 24 });
  });

  it('says "a few days" past a day, and nothing without a median', () => {
    expect(responseTimeMessage(24 * 60 + 1)).toEqual({ key: 'discovery:responsiveness.withinDays' });
    expect(responseTimeMessage(null)).toBeNull();
  });
});
