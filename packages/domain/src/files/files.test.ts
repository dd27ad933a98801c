import { describe, expect, it } from 'vitest';

import { translate } from '../i18n/translate.ts';
import {
  acceptFor,
  bytesToMegabytes,
  canReadFile,
  FILE_PURPOSE_KEYS,
  FILE_PURPOSES,
  fileUrls,
  GALLERY_LIMIT,
  isFilePurpose,
  MAX_UPLOAD_BYTES,
} from './files.ts';
import { fileIdListSchema, fileIdSchema, filePurposeSchema } from './files.schemas.ts';

const ID = '0b7d7a53-5a8e-4b0c-9a55-2f0f3c1e4d21';
const OTHER_ID = '5c1a0a36-8d9e-4d47-8f1c-7b2c9f3e0a11';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error ? translate('tr', result.error.issues[0]!.message) : undefined;

describe('file purposes', () => {
  it('lists every purpose with what it accepts and who reads it', () => {
    expect(FILE_PURPOSE_KEYS).toEqual(Object.keys(FILE_PURPOSES));
    expect(FILE_PURPOSES.pet_photo).toEqual({ accept: 'image', visibility: 'owner' });
    expect(FILE_PURPOSES.vet_certificate.accept).toBe('image-or-pdf');
    expect(isFilePurpose('avatar')).toBe(true);
    expect(isFilePurpose('toString')).toBe(false);
    expect(isFilePurpose(undefined)).toBe(false);
  });
  it('offers pdf, jpg, jpeg and png to the certificate pickers only', () => {
    expect(acceptFor('trainer_certification')).toContain('.pdf');
    expect(acceptFor('trainer_certification')).toContain('.jpeg');
    expect(acceptFor('avatar')).not.toContain('pdf');
  });
  it('refuses an unknown purpose with the Turkish message', () => {
    expect(filePurposeSchema.safeParse('avatar').success).toBe(true);
    expect(firstMessage(filePurposeSchema.safeParse('selfie'))).toBe('Dosyanın ne için yüklendiği belirtilmedi.');
  });
});

describe('fileUrls', () => {
  it('points at the file and its thumbnail', () => {
    expect(fileUrls(ID)).toEqual({ url: `/api/files/${ID}`, thumbnailUrl: `/api/files/${ID}/thumbnail` });
  });
});

describe('canReadFile', () => {
  const owner = { id: 'u1', isAdmin: false };
  const stranger = { id: 'u2', isAdmin: false };
  const admin = { id: 'a1', isAdmin: true };
  it('lets the uploader and the admin read anything', () => {
    for (const purpose of FILE_PURPOSE_KEYS) {
      for (const attached of [true, false]) {
        expect(canReadFile(owner, { ownerId: 'u1', purpose, attached })).toBe(true);
        expect(canReadFile(admin, { ownerId: 'u1', purpose, attached })).toBe(true);
      }
    }
  });
  it('shows others an attached file of a signed-in purpose only', () => {
    expect(canReadFile(stranger, { ownerId: 'u1', purpose: 'avatar', attached: true })).toBe(true);
    expect(canReadFile(stranger, { ownerId: 'u1', purpose: 'vet_certificate', attached: true })).toBe(true);
    expect(canReadFile(stranger, { ownerId: 'u1', purpose: 'avatar', attached: false })).toBe(false);
    expect(canReadFile(stranger, { ownerId: 'u1', purpose: 'pet_photo', attached: true })).toBe(false);
    expect(canReadFile(stranger, { ownerId: 'u1', purpose: 'unknown', attached: true })).toBe(false);
  });
  it('leaves a chat photo to the files feature, which asks who is in its conversation', () => {
    expect(FILE_PURPOSES.chat_photo).toEqual({ accept: 'image', visibility: 'conversation' });
    expect(canReadFile(stranger, { ownerId: 'u1', purpose: 'chat_photo', attached: true })).toBe(false);
  });
  it('leaves a walk report photo to the files feature, which asks whose walk it is', () => {
    expect(FILE_PURPOSES.walk_report_photo).toEqual({ accept: 'image', visibility: 'booking' });
    expect(canReadFile(stranger, { ownerId: 'u1', purpose: 'walk_report_photo', attached: true })).toBe(false);
  });
});

describe('file id schemas', () => {
  it('accept uuids and refuse anything else with the Turkish message', () => {
    expect(fileIdSchema.safeParse(ID).success).toBe(true);
    expect(firstMessage(fileIdSchema.safeParse('../etc/passwd'))).toBe(
      'Dosya bulunamadı ya da bu alan için yüklenmedi. Lütfen dosyayı yeniden yükleyin.',
    );
  });
  it('limit a gallery to five files without repeats', () => {
    expect(fileIdListSchema().safeParse([ID, OTHER_ID]).success).toBe(true);
    expect(firstMessage(fileIdListSchema().safeParse(Array.from({ length: GALLERY_LIMIT + 1 }, () => ID)))).toBe(
      'Bu alan için dosya sınırını aştınız.',
    );
    expect(firstMessage(fileIdListSchema().safeParse([ID, ID]))).toBe(
      'Dosya bulunamadı ya da bu alan için yüklenmedi. Lütfen dosyayı yeniden yükleyin.',
    );
    expect(fileIdListSchema(1).safeParse([ID, OTHER_ID]).success).toBe(false);
  });
});

describe('upload messages', () => {
  it('name the real size cap in both languages', () => {
    const mb = String(bytesToMegabytes(MAX_UPLOAD_BYTES));
    for (const key of ['files:tooLarge', 'files:ui.imageHint', 'files:ui.documentHint']) {
      expect(translate('tr', key)).toContain(`${mb} MB`);
      expect(translate('en', key)).toContain(`${mb} MB`);
    }
  });
  it('say which document types the certificate fields take', () => {
    expect(translate('tr', 'files:wrongTypeDocument')).toBe(
      'Bu dosya türü kabul edilmiyor. Lütfen pdf, jpg, jpeg veya png dosyası yükleyin.',
    );
    expect(translate('tr', 'files:tooLarge')).toBe('Dosya çok büyük. En fazla 8 MB yükleyebilirsiniz.');
  });
});
