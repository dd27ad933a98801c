import { describe, expect, it } from 'vitest';

import { schemaErrors } from '../i18n/schema-errors.ts';
import { translate } from '../i18n/translate.ts';
import { MESSAGE_DEFAULTS } from '../shared/constants.ts';
import {
  loginInputSchema,
  newPasswordFormSchema,
  passwordResetRequestSchema,
  phoneCodeRequestSchema,
  phoneCodeVerifySchema,
  registerFormSchema,
  sanitizeOtpInput,
  signUpInputSchema,
} from './auth.schemas.ts';
import { isHoneypotFilled, isSubmittedTooFast } from './form-guards.ts';

const turkishErrors = (schema: Parameters<typeof schemaErrors>[0], input: unknown) => schemaErrors(schema, input, MESSAGE_DEFAULTS);

describe('login', () => {
  it('requires e-mail and password', () => {
    expect(turkishErrors(loginInputSchema, { email: '', password: '' })).toEqual({
      email: 'Alanlar zorunlu.',
      password: 'Alanlar zorunlu.',
    });
    expect(turkishErrors(loginInputSchema, {})).toEqual({ email: 'Alanlar zorunlu.', password: 'Alanlar zorunlu.' });
  });
  it('refuses a malformed e-mail', () => {
    expect(turkishErrors(loginInputSchema, { email: 'ali@', password: 'x' })).toEqual({ email: 'Geçersiz e-posta.' });
  });
  it('trims and lower-cases the e-mail', () => {
    expect(loginInputSchema.parse({ email: '  Ali@Example.COM ', password: 'x' })).toEqual({
      email: 'ali@example.com',
      password: 'x',
      rememberMe: true,
    });
  });
});

describe('phone login', () => {
  it('requires a number', () => {
    expect(turkishErrors(phoneCodeRequestSchema, { phoneNumber: ' ' })).toEqual({
      phoneNumber: 'Telefon numarası gerekli.',
    });
  });
  it('wants a plus sign then 8 to 15 digits', () => {
    const invalid = 'Lütfen +ülkeKodu ile geçerli bir numara girin. Ör: +905555555555';
    expect(turkishErrors(phoneCodeRequestSchema, { phoneNumber: '05555555555' })).toEqual({ phoneNumber: invalid });
    expect(turkishErrors(phoneCodeRequestSchema, { phoneNumber: '+1234567' })).toEqual({ phoneNumber: invalid });
    expect(turkishErrors(phoneCodeRequestSchema, { phoneNumber: '+1234567890123456' })).toEqual({ phoneNumber: invalid });
    expect(phoneCodeRequestSchema.parse({ phoneNumber: '+90 555 555 55 55' })).toEqual({ phoneNumber: '+905555555555' });
    expect(phoneCodeRequestSchema.parse({ phoneNumber: '+12345678' }).phoneNumber).toBe('+12345678');
  });
  it('keeps digits only in the code, at most six, and requires it', () => {
    expect(sanitizeOtpInput('12a3-45 678')).toBe('123456');
    expect(turkishErrors(phoneCodeVerifySchema, { phoneNumber: '+905555555555', code: '' })).toEqual({
      code: 'Doğrulama kodunu girin.',
    });
    expect(phoneCodeVerifySchema.parse({ phoneNumber: '+905555555555', code: ' 12 34 56' }).code).toBe('123456');
  });
});

describe('register', () => {
  const valid = {
    name: 'Ayşe',
    email: 'ayse@example.com',
    password: 'guvenli-sifre',
    confirmPassword: 'guvenli-sifre',
    role: 'owner',
  };
  it('requires every field', () => {
    expect(
      turkishErrors(registerFormSchema, { name: '', email: '', password: '', confirmPassword: '', role: undefined }),
    ).toEqual({
      name: 'Lütfen tüm alanları doldurun.',
      email: 'Lütfen tüm alanları doldurun.',
      password: 'Lütfen tüm alanları doldurun.',
      confirmPassword: 'Lütfen tüm alanları doldurun.',
      role: 'Lütfen tüm alanları doldurun.',
    });
  });
  it('checks the e-mail shape', () => {
    expect(turkishErrors(registerFormSchema, { ...valid, email: 'ayse.example.com' })).toEqual({
      email: 'Geçersiz e-posta adresi.',
    });
  });
  it('checks the confirmation', () => {
    expect(turkishErrors(registerFormSchema, { ...valid, confirmPassword: 'baska-sifre' })).toEqual({
      confirmPassword: 'Şifreler eşleşmiyor.',
    });
  });
  it('wants at least 8 characters', () => {
    expect(turkishErrors(registerFormSchema, { ...valid, password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: 'Şifre en az 8 karakter olmalıdır.',
    });
    expect(registerFormSchema.safeParse({ ...valid, password: '12345678', confirmPassword: '12345678' }).success).toBe(
      true,
    );
  });
  it('keeps the referral code optional and upper-cases it', () => {
    expect(registerFormSchema.parse(valid).usedReferralCode).toBeUndefined();
    expect(registerFormSchema.parse({ ...valid, usedReferralCode: ' ab12cd ' }).usedReferralCode).toBe('AB12CD');
  });
  it('accepts only in-app target paths on the server request', () => {
    const base = { name: 'A', email: 'a@b.co', password: '12345678' };
    expect(signUpInputSchema.safeParse({ ...base, targetPath: '/role-selection' }).success).toBe(true);
    expect(signUpInputSchema.safeParse({ ...base, targetPath: '//evil.example' }).success).toBe(false);
    expect(signUpInputSchema.safeParse({ ...base, targetPath: 'https://evil.example' }).success).toBe(false);
  });
  it('refuses the honeypot and a too-fast submit', () => {
    expect(isHoneypotFilled('http://spam.example')).toBe(true);
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isSubmittedTooFast(10_000 + 1499, 10_000)).toBe(true);
    expect(isSubmittedTooFast(10_000 + 1500, 10_000)).toBe(false);
  });
  it('translates the too-fast, honeypot and referral messages verbatim', () => {
    expect(translate('tr', 'auth:register.tooFast')).toBe('Lütfen formu biraz daha yavaş doldurun.');
    expect(translate('tr', 'auth:register.honeypot')).toBe('Kayıt başarısız.');
    expect(translate('tr', 'auth:register.invalidReferral')).toBe('Geçersiz referans kodu.');
    expect(translate('tr', 'auth:login.tooFast')).toBe('Form çok hızlı gönderildi. Lütfen tekrar deneyin.');
    expect(translate('tr', 'auth:register.success')).toBe(
      'Kayıt başarılı! Lütfen e-postanızı doğrulayın ve rolünüzü seçin.',
    );
    expect(translate('tr', 'auth:register.unverified')).toBe(
      'Kayıt talebin alındı. Lütfen e-posta kutunu kontrol edip doğrulama bağlantısına tıkla.',
    );
  });
});

describe('passwords', () => {
  it('forgot password needs a well-formed e-mail', () => {
    expect(turkishErrors(passwordResetRequestSchema, { email: '' })).toEqual({ email: 'E-posta adresi gerekli.' });
    expect(turkishErrors(passwordResetRequestSchema, { email: 'x@' })).toEqual({ email: 'Geçersiz e-posta adresi.' });
  });
  it('a new password needs 8 characters and a matching confirmation', () => {
    expect(turkishErrors(newPasswordFormSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Şifre en az 8 karakter olmalıdır.',
    });
    expect(turkishErrors(newPasswordFormSchema, { password: 'longenough', confirmPassword: 'different' })).toEqual({
      confirmPassword: 'Şifreler eşleşmiyor.',
    });
    expect(turkishErrors(newPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Bu alan zorunludur.',
      confirmPassword: 'Bu alan zorunludur.',
    });
  });
});
