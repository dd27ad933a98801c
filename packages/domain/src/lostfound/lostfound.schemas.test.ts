import { describe, expect, it } from 'vitest';

import { decideRoute } from '../access/guard.ts';
import type { Role } from '../access/roles.ts';
import { canMarkReport, checkStatusChange, isReporter } from './report-status.ts';
import {
  reportInputSchemaFor,
  reportListQuerySchema,
  reportStatusInputSchema,
} from './lostfound.schemas.ts';

const TODAY = '2026-03-10';
const schema = reportInputSchemaFor(TODAY);
const PHOTO = '0195f3a0-0000-7000-8000-000000000001';
const valid = {
  reportType: 'lost',
  animalType: 'cat',
  lastSeenLocation: '  Moda sahili  ',
  cityCode: '34',
  district: 'Kadıköy',
  lastSeenDate: '2026-03-09',
  photoIds: [PHOTO],
};

/** The message key of each failed field. */
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('reportInputSchema', () => {
  it('accepts the required fields alone, with the defaults, trimmed', () => {
    const parsed = schema.parse(valid);
    expect(parsed).toEqual({
      reportType: 'lost',
      petName: null,
      animalType: 'cat',
      breed: null,
      gender: 'unknown',
      colors: [],
      size: 'unknown',
      distinguishingFeatures: null,
      lastSeenLocation: 'Moda sahili',
      cityCode: '34',
      district: 'Kadıköy',
      lastSeenDate: '2026-03-09',
      lastSeenTime: null,
      photoIds: [PHOTO],
      additionalInfo: null,
      contactInfo: null,
      microchip: null,
    });
    // The report type defaults to lost.
    const { reportType: _omitted, ...withoutType } = valid;
    expect(schema.parse(withoutType).reportType).toBe('lost');
  });

  it('requires report type, animal type, last-seen location and date with the form message', () => {
    const errors = errorsOf({
      reportType: 'x',
      animalType: '',
      lastSeenLocation: '   ',
      lastSeenDate: '',
      cityCode: '34',
      district: 'Kadıköy',
      photoIds: [PHOTO],
    });
    expect(errors).toMatchObject({
      reportType: 'lostfound:validation.fillRequired',
      animalType: 'lostfound:validation.fillRequired',
      lastSeenLocation: 'lostfound:validation.fillRequired',
      lastSeenDate: 'lostfound:validation.fillRequired',
    });
    expect(errorsOf({ ...valid, cityCode: '', district: '' })).toMatchObject({
      cityCode: 'locations:cityRequired',
      district: 'locations:districtRequired',
    });
  });

  it('refuses a last-seen date after today (Istanbul), and takes today', () => {
    expect(errorsOf({ ...valid, lastSeenDate: '2026-03-11' })).toEqual({
      lastSeenDate: 'lostfound:validation.dateInFuture',
    });
    expect(schema.safeParse({ ...valid, lastSeenDate: TODAY }).success).toBe(true);
    expect(errorsOf({ ...valid, lastSeenDate: '2026-02-30' })).toEqual({
      lastSeenDate: 'lostfound:validation.dateInvalid',
    });
    // The date rule runs even when other fields fail, so one submit shows every problem.
    expect(errorsOf({ ...valid, animalType: '', lastSeenDate: '2027-01-01' })).toMatchObject({
      animalType: 'lostfound:validation.fillRequired',
      lastSeenDate: 'lostfound:validation.dateInFuture',
    });
  });

  it('takes an optional HH:MM time', () => {
    expect(schema.parse({ ...valid, lastSeenTime: '' }).lastSeenTime).toBeNull();
    expect(schema.parse({ ...valid, lastSeenTime: '18:45' }).lastSeenTime).toBe('18:45');
    expect(errorsOf({ ...valid, lastSeenTime: '25:00' })).toEqual({
      lastSeenTime: 'lostfound:validation.timeInvalid',
    });
  });

  it('needs 1 to 5 distinct photos', () => {
    expect(errorsOf({ ...valid, photoIds: [] })).toEqual({
      photoIds: 'lostfound:validation.photoRequired',
    });
    expect(errorsOf({ ...valid, photoIds: undefined })).toEqual({
      photoIds: 'lostfound:validation.photoRequired',
    });
    const six = Array.from(
      { length: 6 },
      (_, index) => `0195f3a0-0000-7000-8000-00000000000${index}`,
    );
    expect(errorsOf({ ...valid, photoIds: six })).toEqual({
      photoIds: 'lostfound:maxPhotosLostFoundWarning',
    });
    expect(schema.safeParse({ ...valid, photoIds: six.slice(0, 5) }).success).toBe(true);
    expect(errorsOf({ ...valid, photoIds: [PHOTO, PHOTO] })).toEqual({
      photoIds: 'files:invalidAttachment',
    });
    expect(errorsOf({ ...valid, photoIds: ['x'] })).toEqual({
      'photoIds.0': 'files:invalidAttachment',
    });
  });

  it('takes colours from the fixed set only, each once', () => {
    expect(schema.parse({ ...valid, colors: ['black', 'white', 'black'] }).colors).toEqual([
      'black',
      'white',
    ]);
    expect(errorsOf({ ...valid, colors: ['mor'] })).toEqual({ 'colors.0': 'errors:invalidValue' });
    expect(errorsOf({ ...valid, size: 'huge' })).toEqual({ size: 'errors:invalidValue' });
  });

  it('keeps free text as typed (trimmed) and caps its length', () => {
    const text = '<script>alert(1)</script>';
    const parsed = schema.parse({
      ...valid,
      petName: ` ${text} `,
      additionalInfo: text,
      contactInfo: '  ',
    });
    expect(parsed.petName).toBe(text);
    expect(parsed.additionalInfo).toBe(text);
    expect(parsed.contactInfo).toBeNull();
    expect(errorsOf({ ...valid, petName: 'x'.repeat(61) })).toEqual({
      petName: 'lostfound:validation.petNameTooLong',
    });
    expect(errorsOf({ ...valid, lastSeenLocation: 'x'.repeat(201) })).toEqual({
      lastSeenLocation: 'lostfound:validation.locationTooLong',
    });
  });

  it('has no status field: an input cannot set one', () => {
    expect(schema.parse({ ...valid, status: 'reunited' })).not.toHaveProperty('status');
  });
});

describe('status rules', () => {
  const report = { reporterUserId: 'u1', status: 'active' as const };
  it('lets only the reporter mark an active report reunited or closed', () => {
    expect(checkStatusChange({ report, actorId: 'u1', to: 'reunited' })).toEqual({ ok: true });
    expect(checkStatusChange({ report, actorId: 'u1', to: 'closed' })).toEqual({ ok: true });
    expect(checkStatusChange({ report, actorId: 'u2', to: 'closed' })).toMatchObject({
      ok: false,
      reason: 'notReporter',
    });
    expect(checkStatusChange({ report, actorId: 'u1', to: 'active' })).toMatchObject({
      ok: false,
      reason: 'invalidTarget',
    });
    for (const status of ['reunited', 'closed'] as const) {
      expect(
        checkStatusChange({ report: { ...report, status }, actorId: 'u1', to: 'closed' }),
      ).toMatchObject({ ok: false, reason: 'notActive' });
    }
  });
  it('offers the buttons to the reporter of an active report only', () => {
    expect(canMarkReport(report, 'u1')).toBe(true);
    expect(canMarkReport(report, 'u2')).toBe(false);
    expect(canMarkReport({ ...report, status: 'closed' }, 'u1')).toBe(false);
    expect(isReporter(report, 'u1')).toBe(true);
    expect(isReporter(report, null)).toBe(false);
  });
  it('accepts only reunited or closed as a new status', () => {
    expect(reportStatusInputSchema.safeParse({ status: 'active' }).success).toBe(false);
    expect(reportStatusInputSchema.parse({ status: 'reunited' })).toEqual({ status: 'reunited' });
  });
});

describe('list query', () => {
  it('shows active reports by default; blank filters mean all', () => {
    expect(reportListQuerySchema.parse({})).toEqual({
      type: null,
      animal: null,
      status: 'active',
      q: null,
      page: 1,
      pageSize: 12,
    });
    expect(
      reportListQuerySchema.parse({ type: '', animal: 'dog', q: '  moda ', page: '2' }),
    ).toMatchObject({ type: null, animal: 'dog', q: 'moda', page: 2 });
    expect(reportListQuerySchema.safeParse({ type: 'stolen' }).success).toBe(false);
  });
});

describe('route access', () => {
  it('lets every signed-in role open the edit screen; the server checks the reporter', () => {
    for (const role of [
      'owner',
      'sitter',
      'veterinarian',
      'pet_walker',
      'trainer',
      'none',
    ] as Role[]) {
      const decision = decideRoute(
        { status: 'ready', user: { role, isVerified: true, isAdmin: false } },
        '/lost-and-found/edit/r1',
      );
      expect(decision, role).toMatchObject({
        kind: 'render',
        route: { id: 'lostfound.edit' },
        params: { reportId: 'r1' },
      });
    }
  });
});
