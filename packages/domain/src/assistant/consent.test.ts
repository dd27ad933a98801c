import { describe, expect, it } from 'vitest';

import {
  addressName,
  consentedContext,
  mayLogQuestionText,
  mayUseRecentActivity,
  type AssistantFacts,
} from './consent.ts';

const facts: AssistantFacts = {
  name: 'Ayşe Yılmaz',
  role: 'owner',
  activity: { upcomingBookings: [], pets: [{ name: 'Pamuk', species: 'kedi' }], listings: [] },
};

describe('consentedContext', () => {
  it('uses nothing until the user has answered', () => {
    expect(consentedContext(null, facts)).toEqual({ name: null, role: null, activity: null });
  });

  it('uses each item only with its own consent', () => {
    expect(consentedContext({ name: true, role: false, recentActivity: false }, facts)).toEqual({ name: 'Ayşe', role: null, activity: null });
    expect(consentedContext({ name: false, role: true, recentActivity: false }, facts)).toEqual({ name: null, role: 'owner', activity: null });
    expect(consentedContext({ name: false, role: false, recentActivity: true }, facts)).toEqual({ name: null, role: null, activity: facts.activity });
    expect(consentedContext({ name: true, role: true, recentActivity: true }, facts)).toEqual({ name: 'Ayşe', role: 'owner', activity: facts.activity });
  });

  it('never uses consent that was taken back', () => {
    expect(consentedContext({ name: false, role: false, recentActivity: false }, facts)).toEqual({ name: null, role: null, activity: null });
  });
});

describe('what may be read and logged', () => {
  it('reads the own records and logs the question text only with recent-activity consent', () => {
    expect(mayUseRecentActivity(null)).toBe(false);
    expect(mayLogQuestionText(null)).toBe(false);
    expect(mayUseRecentActivity({ name: true, role: true, recentActivity: false })).toBe(false);
    expect(mayLogQuestionText({ name: true, role: true, recentActivity: false })).toBe(false);
    expect(mayUseRecentActivity({ name: false, role: false, recentActivity: true })).toBe(true);
    expect(mayLogQuestionText({ name: false, role: false, recentActivity: true })).toBe(true);
  });
});

describe('addressName', () => {
  it('addresses someone by the first word of their name', () => {
    expect(addressName('  İsmail  Çelik ')).toBe('İsmail');
    expect(addressName('Deniz')).toBe('Deniz');
    expect(addressName('   ')).toBeNull();
  });
});
