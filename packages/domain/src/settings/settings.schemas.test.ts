import { describe, expect, it } from 'vitest';

import { schemaErrors } from '../i18n/schema-errors.ts';
import { adminEmailInputSchema, ibanInputSchema, serviceTypeInputSchema } from './settings.schemas.ts';

describe('settings inputs', () => {
  it("add admin: '' is required, a bad shape is invalid, the address is trimmed and lower-cased", () => {
    expect(schemaErrors(adminEmailInputSchema, { email: '' })).toEqual({ email: 'Bu alan zorunludur.' });
    expect(schemaErrors(adminEmailInputSchema, { email: 'ayse@ornek' })).toEqual({ email: 'Geçersiz e-posta adresi.' });
    expect(adminEmailInputSchema.parse({ email: ' Ayse@Ornek.com ' })).toEqual({ email: 'ayse@ornek.com' });
  });
  it('IBAN: a Turkish IBAN by its checksum, stored electronic', () => {
    expect(ibanInputSchema.parse({ iban: 'tr33 0006 1005 1978 6457 8413 26' })).toEqual({ iban: 'TR330006100519786457841326' });
    expect(schemaErrors(ibanInputSchema, { iban: 'TR330006100519786457841327' })).toEqual({
      iban: 'Geçersiz IBAN. TR ile başlayan 26 karakterlik geçerli bir IBAN girin.',
    });
  });
  it('service type: a name and a parseable price of at least 0', () => {
    expect(serviceTypeInputSchema.parse({ name: '  Akvaryum   Bakımı ', price: '120,5' })).toEqual({ name: 'Akvaryum Bakımı', price: 120.5 });
    const message = 'Lütfen hizmet adı ve geçerli bir fiyat girin.';
    expect(schemaErrors(serviceTypeInputSchema, { name: ' ', price: 'abc' })).toEqual({ name: message, price: message });
  });
});
