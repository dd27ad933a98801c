import { describe, expect, it } from 'vitest';

import { dataExportExpiry, dataExportFileName, effectiveExportStatus, isExportInProgress } from './data-export.ts';

describe('data exports', () => {
  it('stay downloadable for exactly 7 days after they are ready', () => {
    const readyAt = new Date('2026-12-07T21:30:00.000Z');
    expect(dataExportExpiry(readyAt).toISOString()).toBe('2026-12-14T21:30:00.000Z');
  });

  it('read expired from the moment their 7 days are over, before the sweep runs', () => {
    const expiresAt = new Date('2026-12-14T21:30:00.000Z');
    expect(effectiveExportStatus({ status: 'ready', expiresAt }, new Date('2026-12-14T21:29:59.999Z'))).toBe('ready');
    expect(effectiveExportStatus({ status: 'ready', expiresAt }, expiresAt)).toBe('expired');
    expect(effectiveExportStatus({ status: 'failed', expiresAt: null }, expiresAt)).toBe('failed');
  });

  it('block a second request only while one is queued or being prepared', () => {
    expect(isExportInProgress('queued')).toBe(true);
    expect(isExportInProgress('preparing')).toBe(true);
    expect(isExportInProgress('ready')).toBe(false);
    expect(isExportInProgress('failed')).toBe(false);
    expect(isExportInProgress('expired')).toBe(false);
  });

  it('are named after the Istanbul day they were prepared on', () => {
    expect(dataExportFileName('2026-12-08')).toBe('patili-verilerim-2026-12-08.zip');
  });
});
