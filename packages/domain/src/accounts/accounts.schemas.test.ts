import { describe, expect, it } from 'vitest';

import { schemaErrors } from '../i18n/schema-errors.ts';
import {
  avatarFileIdOf,
  changePasswordFormSchema,
  chooseRoleInputSchema,
  deleteAccountInputSchema,
  isDeleteConfirmation,
  setLocaleInputSchema,
  setPasswordFormSchema,
  setProfileVisibilityInputSchema,
  updateProfileInputSchema,
} from './accounts.schemas.ts';

const ID = '0b7d7a53-5a8e-4b0c-9a55-2f0f3c1e4d21';

/** Each failing field's first message in Turkish (what the form and the API show). */
describe('role selection and language', () => {
  it('requires a role choice and refuses admin', () => {
    expect(schemaErrors(chooseRoleInputSchema, {})).toEqual({ role: 'Lütfen bir rol seçin.' });
    expect(schemaErrors(chooseRoleInputSchema, { role: 'admin' })).toEqual({ role: 'Lütfen bir rol seçin.' });
    expect(chooseRoleInputSchema.parse({ role: 'pet_walker' })).toEqual({ role: 'pet_walker' });
  });
  it('takes one of the interface languages', () => {
    expect(setLocaleInputSchema.parse({ locale: 'en' })).toEqual({ locale: 'en' });
    expect(schemaErrors(setLocaleInputSchema, { locale: 'de' })).toEqual({ locale: 'Geçersiz değer.' });
  });
});

describe('profile update', () => {
  it('requires the name', () => {
    expect(schemaErrors(updateProfileInputSchema, { name: '   ' }, { minLength: 8 })).toEqual({ name: 'Bu alan zorunludur.' });
    expect(schemaErrors(updateProfileInputSchema, {}, { minLength: 8 })).toEqual({ name: 'Bu alan zorunludur.' });
  });
  it('takes the rest as optional, blanks as null', () => {
    expect(updateProfileInputSchema.parse({ name: ' Ayşe ', contactPhone: '', address: '  ', location: { cityCode: '', district: '', mapPoint: null } })).toEqual({
      name: 'Ayşe',
      contactPhone: null,
      address: null,
      location: null,
    });
  });
  it('normalises a phone number and refuses a malformed one', () => {
    expect(updateProfileInputSchema.parse({ name: 'A', contactPhone: '+90 (555) 111-22-33' }).contactPhone).toBe('+905551112233');
    for (const contactPhone of ['05551112233', '+12', '+90abc5551112233']) {
      expect(schemaErrors(updateProfileInputSchema, { name: 'A', contactPhone }, { minLength: 8 })).toEqual({
        contactPhone: 'Telefon numarası + ile başlamalı ve 8-15 rakam içermelidir.',
      });
    }
  });
  it('takes a city and district, and asks for the district when only the city is chosen', () => {
    expect(updateProfileInputSchema.parse({ name: 'A', location: { cityCode: '34', district: 'Kadıköy' } }).location).toEqual({
      cityCode: '34',
      district: 'Kadıköy',
      mapPoint: null,
    });
    expect(schemaErrors(updateProfileInputSchema, { name: 'A', location: { cityCode: '34', district: '' } }, { minLength: 8 })).toEqual({
      'location.district': 'Lütfen ilçe seçin.',
    });
  });
  it('takes an uploaded avatar id or null', () => {
    expect(updateProfileInputSchema.parse({ name: 'A', avatarFileId: ID }).avatarFileId).toBe(ID);
    expect(updateProfileInputSchema.parse({ name: 'A', avatarFileId: null }).avatarFileId).toBeNull();
    expect('avatarFileId' in updateProfileInputSchema.parse({ name: 'A' })).toBe(false);
    expect(updateProfileInputSchema.safeParse({ name: 'A', avatarFileId: 'x' }).success).toBe(false);
  });
});

describe('password change', () => {
  it('requires all three fields (fieldRequired)', () => {
    expect(schemaErrors(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' }, { minLength: 8 })).toEqual({
      currentPassword: 'Bu alan zorunludur.',
      newPassword: 'Bu alan zorunludur.',
      confirmPassword: 'Bu alan zorunludur.',
    });
  });
  it('needs at least 8 characters (passwordTooShort)', () => {
    expect(schemaErrors(changePasswordFormSchema, { currentPassword: 'x', newPassword: 'kisa12', confirmPassword: 'kisa12' }, { minLength: 8 })).toEqual({
      newPassword: 'Şifre en az 8 karakter olmalıdır.',
    });
  });
  it('needs the confirmation to match (passwordMismatchError)', () => {
    expect(
      schemaErrors(changePasswordFormSchema, { currentPassword: 'x', newPassword: 'YeniSifre1', confirmPassword: 'YeniSifre2' }, { minLength: 8 }),
    ).toEqual({ confirmPassword: 'Şifreler eşleşmiyor.' });
    expect(changePasswordFormSchema.safeParse({ currentPassword: 'x', newPassword: 'YeniSifre1', confirmPassword: 'YeniSifre1' }).success).toBe(true);
  });
  it('lets an account without a password choose one', () => {
    expect(setPasswordFormSchema.safeParse({ newPassword: 'YeniSifre1', confirmPassword: 'YeniSifre1' }).success).toBe(true);
    expect(schemaErrors(setPasswordFormSchema, { newPassword: 'YeniSifre1', confirmPassword: '' }, { minLength: 8 })).toEqual({
      confirmPassword: 'Bu alan zorunludur.',
    });
  });
});

describe('privacy', () => {
  it('is public or matches_only', () => {
    expect(setProfileVisibilityInputSchema.parse({ profileVisibility: 'matches_only' })).toEqual({ profileVisibility: 'matches_only' });
    expect(schemaErrors(setProfileVisibilityInputSchema, { profileVisibility: 'friends' }, { minLength: 8 })).toEqual({
      profileVisibility: 'Lütfen geçerli bir görünürlük seçin.',
    });
  });
});

describe('account deletion confirmation', () => {
  it('accepts SİL or DELETE in any case, with or without the dotted İ', () => {
    for (const typed of ['SİL', 'sil', 'SIL', ' Sil ', 'DELETE', 'delete']) expect(isDeleteConfirmation(typed), typed).toBe(true);
    for (const typed of ['', 'SILME', 'del', 'yes']) expect(isDeleteConfirmation(typed), typed).toBe(false);
  });
  it('refuses anything else with the Turkish message', () => {
    expect(schemaErrors(deleteAccountInputSchema, { confirmation: 'evet' }, { minLength: 8 })).toEqual({ confirmation: 'Onaylamak için SİL yazın.' });
    expect(deleteAccountInputSchema.safeParse({ confirmation: 'SİL', password: 'x' }).success).toBe(true);
  });
});

describe('avatarFileIdOf', () => {
  it('reads the file id of an uploaded avatar only', () => {
    expect(avatarFileIdOf(`/api/files/${ID}`)).toBe(ID);
    expect(avatarFileIdOf('https://lh3.googleusercontent.com/a/photo.jpg')).toBeNull();
    expect(avatarFileIdOf(`/api/files/${ID}/thumbnail`)).toBeNull();
    expect(avatarFileIdOf(null)).toBeNull();
  });
});
