import { describe, expect, it } from 'vitest';

import { parseChatId } from '../chat/chat-id.ts';
import { schemaErrors } from '../i18n/schema-errors.ts';
import { translate } from '../i18n/translate.ts';
import {
  MATING_PAGE_SIZE,
  MATING_PAGE_SIZE_MAX,
  MATING_TEXT_MAX,
  MATING_TITLE_MAX,
  matingChatIdOf,
  matingListingActiveSchema,
  matingListingInputSchema,
  matingListingUpdateSchema,
  matingListQuerySchema,
  myMatingListQuerySchema,
} from './mating.schemas.ts';

const REQUIRED = 'Evcil hayvan seçimi, başlık ve şehir zorunludur.';
const PET_ID = '0b6f2f0e-8d5c-4c39-9a53-2f1f7f6f4a10';
const valid = { petId: PET_ID, listingTitle: 'Golden eş arıyor', city: '34' };

describe('mating listing: required fields', () => {
  it('marks the pet, the title and the city with the spec message on an empty form', () => {
    const empty = {
      petId: '',
      listingTitle: '',
      city: '',
      district: '',
      healthInfo: '',
      isActive: true,
    };
    expect(schemaErrors(matingListingInputSchema, empty)).toEqual({
      petId: REQUIRED,
      listingTitle: REQUIRED,
      city: REQUIRED,
    });
    expect(schemaErrors(matingListingInputSchema, {})).toEqual({
      petId: REQUIRED,
      listingTitle: REQUIRED,
      city: REQUIRED,
    });
  });
  it('treats a blank title and a blank city as missing', () => {
    expect(schemaErrors(matingListingInputSchema, { ...valid, listingTitle: '   ' })).toEqual({
      listingTitle: REQUIRED,
    });
    expect(schemaErrors(matingListingInputSchema, { ...valid, city: ' \t ' })).toEqual({
      city: REQUIRED,
    });
  });
  it('wants a pet id that can be a pet (the same message), a plate code for the city', () => {
    expect(schemaErrors(matingListingInputSchema, { ...valid, petId: 'pamuk' })).toEqual({
      petId: REQUIRED,
    });
    expect(schemaErrors(matingListingInputSchema, { ...valid, petId: null })).toEqual({
      petId: REQUIRED,
    });
    expect(schemaErrors(matingListingInputSchema, { ...valid, city: 'İstanbul' })).toEqual({
      city: 'Listeden bir şehir seç.',
    });
    expect(schemaErrors(matingListingInputSchema, { ...valid, city: '82' })).toEqual({
      city: 'Listeden bir şehir seç.',
    });
  });
  it('translates the required-fields and not-found messages verbatim', () => {
    expect(translate('tr', 'mating:requiredFields')).toBe(REQUIRED);
    expect(translate('tr', 'mating:listingNotFoundOrNoPermission')).toBe(
      'İlan bulunamadı veya düzenleme yetkiniz yok.',
    );
    expect(translate('tr', 'mating:petNotFound')).toBe('İlana ait evcil hayvan bulunamadı.');
    expect(translate('tr', 'mating:submitFailed')).toBe('İlan gönderilirken bir hata oluştu.');
  });
});

describe('mating listing: normalisation', () => {
  it('trims every text, turns blank info into null, omits a blank district, defaults to active', () => {
    const parsed = matingListingInputSchema.parse({
      petId: PET_ID,
      listingTitle: '  Karamel için eş  ',
      healthInfo: '  Aşıları tam ',
      pedigreeInfo: '   ',
      temperament: '',
      matingTerms: null,
      city: ' 34 ',
      district: '   ',
    });
    // Omitted: no district at all (JSON drops the undefined key).
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({
      petId: PET_ID,
      listingTitle: 'Karamel için eş',
      healthInfo: 'Aşıları tam',
      pedigreeInfo: null,
      temperament: null,
      matingTerms: null,
      desiredPartnerTraits: null,
      city: '34',
      isActive: true,
    });
    expect(parsed.district).toBeUndefined();
  });
  it('keeps a given district (trimmed) and an inactive choice', () => {
    const parsed = matingListingInputSchema.parse({
      ...valid,
      district: ' Kadıköy ',
      isActive: false,
    });
    expect(parsed.district).toBe('Kadıköy');
    expect(parsed.isActive).toBe(false);
  });
  it('limits the lengths, with messages', () => {
    expect(
      schemaErrors(matingListingInputSchema, { ...valid, listingTitle: 'x'.repeat(MATING_TITLE_MAX + 1) }),
    ).toEqual({ listingTitle: 'Başlık en fazla 120 karakter olabilir.' });
    expect(
      schemaErrors(matingListingInputSchema, { ...valid, temperament: 'x'.repeat(MATING_TEXT_MAX + 1) }),
    ).toEqual({ temperament: 'Bu alan en fazla 2000 karakter olabilir.' });
    expect(
      matingListingInputSchema.safeParse({ ...valid, healthInfo: 'x'.repeat(MATING_TEXT_MAX) })
        .success,
    ).toBe(true);
  });
  it('refuses values of the wrong type', () => {
    expect(schemaErrors(matingListingInputSchema, { ...valid, isActive: 'yes' })).toEqual({
      isActive: 'Geçersiz değer.',
    });
    expect(schemaErrors(matingListingInputSchema, { ...valid, healthInfo: 42 })).toEqual({
      healthInfo: 'Geçersiz değer.',
    });
  });
});

describe('mating listing: edit (the pet cannot change)', () => {
  it('has no pet: a petId sent along is dropped', () => {
    const parsed = matingListingUpdateSchema.parse({ ...valid, petId: PET_ID });
    expect('petId' in parsed).toBe(false);
    expect(schemaErrors(matingListingUpdateSchema, { listingTitle: '', city: '' })).toEqual({
      listingTitle: REQUIRED,
      city: REQUIRED,
    });
  });
  it('the toggle takes a boolean only', () => {
    expect(matingListingActiveSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(matingListingActiveSchema.safeParse({ isActive: 'false' }).success).toBe(false);
    expect(matingListingActiveSchema.safeParse({}).success).toBe(false);
  });
});

describe('mating list queries', () => {
  it('default to the first page, no filter; a blank filter is none', () => {
    expect(matingListQuerySchema.parse({})).toEqual({ page: 1, pageSize: MATING_PAGE_SIZE });
    expect(matingListQuerySchema.parse({ species: '', city: '' })).toEqual({
      page: 1,
      pageSize: MATING_PAGE_SIZE,
    });
    expect(
      matingListQuerySchema.parse({ species: 'dog', city: ' izmir ', page: '2', pageSize: '5' }),
    ).toEqual({ species: 'dog', city: 'izmir', page: 2, pageSize: 5 });
  });
  it('refuse an unknown species, a long city and oversized pages', () => {
    expect(matingListQuerySchema.safeParse({ species: 'dragon' }).success).toBe(false);
    expect(matingListQuerySchema.safeParse({ city: 'x'.repeat(41) }).success).toBe(false);
    expect(
      myMatingListQuerySchema.safeParse({ pageSize: String(MATING_PAGE_SIZE_MAX + 1) }).success,
    ).toBe(false);
    expect(myMatingListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('matingChatIdOf', () => {
  it('is the spec chat id, which the chat ids parse back', () => {
    const listing = { id: PET_ID, ownerId: '5f0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6' };
    const chatId = matingChatIdOf(listing);
    expect(chatId).toBe(`mating_${listing.id}_owner_${listing.ownerId}`);
    expect(parseChatId(chatId)).toEqual({
      kind: 'mating',
      contextId: listing.id,
      holderId: listing.ownerId,
    });
  });
});
