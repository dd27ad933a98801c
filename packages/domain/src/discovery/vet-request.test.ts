import { describe, expect, it } from 'vitest';

import { buildPath } from '../access/routes.ts';
import { translate } from '../i18n/translate.ts';
import { servicesOf } from '../catalog/catalog.ts';
import { parseQuery } from '../shared/query-string.ts';
import {
  VET_REQUEST_SERVICES,
  isFutureSlot,
  minVetRequestDate,
  readVetRequest,
  vetRequestInputSchema,
  vetRequestSchemaAt,
  vetRequestToSearch,
} from './vet-request.ts';

const NOW = { date: '2026-03-10', time: '14:30' };

const errorsAt = (input: Record<string, unknown>, now = NOW) => {
  const result = vetRequestSchemaAt(now).safeParse(input);
  if (result.success) return {};
  // The first message of each field, as the API and the form show it.
  return Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('vet request services', () => {
  it("are the service catalogue's vet services", () => {
    expect([...VET_REQUEST_SERVICES].sort()).toEqual(servicesOf('veterinarian').sort());
  });
});

describe('vetRequestSchemaAt', () => {
  it('accepts a future slot and trims the notes', () => {
    expect(vetRequestSchemaAt(NOW).parse({ service: 'vaccination', date: '2026-03-11', time: '09:00', notes: '  Karma aşı  ' })).toEqual({
      service: 'vaccination',
      date: '2026-03-11',
      time: '09:00',
      notes: 'Karma aşı',
    });
    expect(errorsAt({ service: 'vet_exam', date: '2026-03-10', time: '14:31' })).toEqual({});
  });

  it('reads a clock at every check, so a form left open follows the time', () => {
    let now = { date: '2026-03-10', time: '14:00' };
    const schema = vetRequestSchemaAt(() => now);
    const slot = { service: 'vet_exam', date: '2026-03-10', time: '14:30' };
    expect(schema.safeParse(slot).success).toBe(true);
    now = { date: '2026-03-10', time: '14:30' };
    expect(schema.safeParse(slot).error?.issues.map((issue) => issue.message)).toEqual(['discovery:vetRequest.inPast']);
  });

  it('requires service, date and time with their own messages', () => {
    expect(errorsAt({})).toEqual({
      service: 'discovery:vetRequest.serviceRequired',
      date: 'discovery:vetRequest.dateRequired',
      time: 'discovery:vetRequest.timeRequired',
    });
    expect(errorsAt({ service: '', date: '  ', time: '' })).toEqual({
      service: 'discovery:vetRequest.serviceRequired',
      date: 'discovery:vetRequest.dateRequired',
      time: 'discovery:vetRequest.timeRequired',
    });
  });

  it('refuses an unknown service, an impossible date and a malformed time', () => {
    expect(errorsAt({ service: 'grooming', date: '2026-03-11', time: '09:00' })).toEqual({ service: 'discovery:vetRequest.serviceRequired' });
    expect(errorsAt({ service: 'vet_exam', date: '2026-02-30', time: '09:00' })).toEqual({ date: 'discovery:vetRequest.dateInvalid' });
    expect(errorsAt({ service: 'vet_exam', date: '2026-03-11', time: '24:00' })).toEqual({ time: 'discovery:vetRequest.timeInvalid' });
  });

  it('refuses a date before today on the date, and a past time today on the time', () => {
    expect(errorsAt({ service: 'vet_exam', date: '2026-03-09', time: '23:00' })).toEqual({ date: 'discovery:vetRequest.inPast' });
    expect(errorsAt({ service: 'vet_exam', date: '2026-03-10', time: '14:30' })).toEqual({ time: 'discovery:vetRequest.inPast' });
    expect(errorsAt({ service: 'vet_exam', date: '2026-03-10', time: '08:00' })).toEqual({ time: 'discovery:vetRequest.inPast' });
  });

  it('says it in Turkish (spec: the appointment cannot be in the past)', () => {
    expect(translate('tr', 'discovery:vetRequest.inPast')).toBe('Randevu tarihi ve saati geçmişte olamaz.');
    expect(translate('en', 'discovery:vetRequest.inPast')).toBe('Appointment date and time cannot be in the past.');
  });

  it('limits the notes to 500 characters', () => {
    expect(errorsAt({ service: 'vet_exam', date: '2026-03-11', time: '10:00', notes: 'x'.repeat(501) })).toEqual({
      notes: 'discovery:vetRequest.notesTooLong',
    });
  });
});

describe('time helpers', () => {
  it('offers today as the earliest date', () => {
    expect(minVetRequestDate(NOW)).toBe('2026-03-10');
  });

  it('compares slots by date, then time', () => {
    expect(isFutureSlot({ date: '2026-03-11', time: '00:00' }, NOW)).toBe(true);
    expect(isFutureSlot({ date: '2026-03-10', time: '14:30' }, NOW)).toBe(false);
    expect(isFutureSlot({ date: '2025-12-31', time: '23:59' }, NOW)).toBe(false);
  });
});

describe('the request in the browse address', () => {
  it('round-trips through the browse-veterinarians path', () => {
    const request = vetRequestInputSchema.parse({ service: 'vaccination', date: '2026-04-01', time: '10:15', notes: 'Kuduz aşısı' });
    const path = buildPath('owner.veterinarians.browse', undefined, vetRequestToSearch(request));
    expect(path).toBe('/owner/veterinarians/browse?service=vaccination&date=2026-04-01&time=10%3A15&notes=Kuduz%20a%C5%9F%C4%B1s%C4%B1');
    expect(readVetRequest(parseQuery(path.split('?')[1]!))).toEqual(request);
  });

  it('leaves empty notes out', () => {
    expect(vetRequestToSearch({ service: 'vet_exam', date: '2026-04-01', time: '10:00', notes: ' ' }).notes).toBeUndefined();
  });

  it('is null when absent or malformed', () => {
    expect(readVetRequest(parseQuery('q=kedi'))).toBeNull();
    expect(readVetRequest(parseQuery('service=surgery&date=2026-04-01&time=10:00'))).toBeNull();
    expect(readVetRequest(parseQuery('service=vet_exam&date=yarın&time=10:00'))).toBeNull();
  });
});
