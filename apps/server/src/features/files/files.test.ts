import { fileUrls, MAX_UNATTACHED_FILES, MAX_UPLOAD_BYTES } from '@patili/domain/files';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { testJpegWithGps, testPdf, testPng, uploadAs, uploadForm } from '../../../test/uploads.ts';
import { createTestApp, useTestApp } from '../../../test/setup-app.ts';
import { file } from '../../db/schema/index.ts';
import { attachFiles } from '../../lib/files/files.ts';

const testApp = useTestApp();

const db = () => testApp.deps.database.db;
const storage = () => testApp.deps.storage;
const rowOf = async (id: string) => (await db().select().from(file).where(eq(file.id, id)))[0];

describe('POST /api/files', () => {
  it('re-encodes a PNG to WebP with a thumbnail', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.request('POST', '/api/files', { form: uploadForm(await testPng(2400, 1200), 'köpek.png', 'avatar', 'image/png') });
    expect(response.status).toBe(201);
    const view = response.body.file;
    expect(view).toMatchObject({ contentType: 'image/webp', name: 'köpek.png', width: 1600, height: 800, ...fileUrls(view.id) });
    const original = await client.get(view.url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/webp');
    expect(original.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumbnail = await client.get(view.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });
  });

  it('drops EXIF and GPS from a JPEG and applies its orientation', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const jpeg = await testJpegWithGps(80, 60);
    const sent = await sharp(jpeg).metadata();
    expect(sent.exif?.length ?? 0).toBeGreaterThan(0);
    expect(sent.orientation).toBe(6);
    expect(jpeg.includes(Buffer.from('PatiliPhone'))).toBe(true);
    const view = await uploadAs(client, 'pet_photo', jpeg, 'IMG_0001.JPG');
    const stored = await client.get(view.url);
    const metadata = await sharp(stored.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored image is upright, so portrait.
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 60, height: 80 });
    expect(Buffer.from(stored.bytes).includes(Buffer.from('PatiliPhone'))).toBe(false);
  });

  it('refuses a text file renamed .png, by content, with the Turkish message on the file field', async () => {
    const { client, user } = await signedInAs(testApp, 'owner');
    const form = uploadForm(Buffer.from('just some text, not a picture'), 'cat.png', 'avatar', 'image/png');
    const response = await client.request('POST', '/api/files', { form });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({
      file: 'Bu dosya bir görsel değil. Lütfen JPG, PNG, WEBP veya GIF biçiminde bir fotoğraf yükleyin.',
    });
    expect(await db().select().from(file).where(eq(file.ownerId, user.id))).toEqual([]);
  });

  it('accepts a PDF only where a document is allowed, and keeps it as sent', async () => {
    const { client } = await signedInAs(testApp, 'veterinarian');
    const refused = await client.request('POST', '/api/files', { form: uploadForm(testPdf(), 'diploma.pdf', 'clinic_photo', 'application/pdf') });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.file).toContain('görsel değil');

    const accepted = await client.request('POST', '/api/files', { form: uploadForm(testPdf(), 'Diploma şube.pdf', 'vet_certificate', 'application/pdf') });
    expect(accepted.status).toBe(201);
    expect(accepted.body.file).toMatchObject({ contentType: 'application/pdf', thumbnailUrl: null, width: null, name: 'Diploma şube.pdf' });
    const served = await client.get(accepted.body.file.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.bytes).equals(testPdf())).toBe(true);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="Diploma sube.pdf"; filename*=UTF-8''Diploma%20%C5%9Fube.pdf`);
    expect((await client.get(`${accepted.body.file.url}/thumbnail`)).status).toBe(404);
  });

  it('sends a payment receipt, pdf or picture, as a download, never to be opened in the app’s pages', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const pdf = await client.request('POST', '/api/files', { form: uploadForm(testPdf(), 'dekont.pdf', 'payment_receipt', 'application/pdf') });
    expect(pdf.status).toBe(201);
    const served = await client.get(pdf.body.file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="dekont.pdf"; filename*=UTF-8''dekont.pdf`);
    const png = await client.request('POST', '/api/files', { form: uploadForm(await testPng(), 'dekont.png', 'payment_receipt', 'image/png') });
    expect(png.status).toBe(201);
    expect((await client.get(png.body.file.url)).headers.get('content-disposition')).toMatch(/^attachment; /);
    // Other pictures still open in place.
    const photo = await client.request('POST', '/api/files', { form: uploadForm(await testPng(), 'pamuk.png', 'pet_photo', 'image/png') });
    expect((await client.get(photo.body.file.url)).headers.get('content-disposition')).toBeNull();
  });

  it('takes only pdf, jpg, jpeg or png for certificates', async () => {
    const { client } = await signedInAs(testApp, 'trainer');
    const webp = await sharp(await testPng()).webp().toBuffer();
    const response = await client.request('POST', '/api/files', { form: uploadForm(webp, 'cert.webp', 'trainer_certification') });
    expect(response.status).toBe(422);
    expect(response.body.fields.file).toBe('Bu dosya türü kabul edilmiyor. Lütfen pdf, jpg, jpeg veya png dosyası yükleyin.');
    await uploadAs(client, 'trainer_certification', await testPng(), 'cert.png');
  });

  it('refuses a file over the size cap with a clear message, in English too', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(await testPng(), 0);
    const tr = await client.request('POST', '/api/files', { form: uploadForm(big, 'big.png', 'avatar') });
    expect(tr.status).toBe(422);
    expect(tr.body.fields).toEqual({ file: 'Dosya çok büyük. En fazla 8 MB yükleyebilirsiniz.' });
    const en = await client.request('POST', '/api/files', { form: uploadForm(big, 'big.png', 'avatar'), headers: { 'accept-language': 'en' } });
    expect(en.body.fields).toEqual({ file: 'The file is too large. You can upload at most 8 MB.' });
  });

  it('refuses a body far past the limit before reading it', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.request('POST', '/api/files', { form: uploadForm(new Uint8Array(MAX_UPLOAD_BYTES * 2), 'huge.png', 'avatar') });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.body.fields.file).toContain('8 MB');
  });

  it('leaves the 1 MB body limit on every other API route', async () => {
    const { client } = await signedInAs(testApp, 'none');
    const response = await client.request('PUT', '/api/accounts/me/role', { raw: JSON.stringify({ role: 'owner', padding: 'x'.repeat(1024 * 1024) }) });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await client.get('/api/accounts/session')).body.user.role).toBe('none');
  });

  it('asks for a file and a known purpose', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const form = new FormData();
    form.set('purpose', 'selfie');
    const response = await client.request('POST', '/api/files', { form });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({
      file: 'Lütfen bir dosya seçin.',
      purpose: 'Dosyanın ne için yüklendiği belirtilmedi.',
    });
    // Not multipart at all: refused before anything is read.
    const json = await client.post('/api/files', { purpose: 'avatar' });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('BAD_REQUEST');
  });

  it(`refuses more than ${MAX_UNATTACHED_FILES} unsaved uploads, and counts again once files are attached`, async () => {
    const { client, user } = await signedInAs(testApp, 'owner');
    const png = await testPng(8, 8);
    const ids: string[] = [];
    for (let i = 0; i < MAX_UNATTACHED_FILES; i += 1) ids.push((await uploadAs(client, 'pet_photo', png)).id);
    const refused = await client.request('POST', '/api/files', { form: uploadForm(png, 'one-more.png', 'pet_photo') });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.file).toContain('çok fazla dosya');
    await attachFiles({ db: db(), ownerId: user.id, fileIds: ids.slice(0, 1), purpose: 'pet_photo' });
    await uploadAs(client, 'pet_photo', png);
  });

  it('prunes abandoned uploads older than a day', async () => {
    const { client, user } = await signedInAs(testApp, 'owner');
    const old = await uploadAs(client, 'avatar');
    await db().update(file).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(file.id, old.id));
    await uploadAs(client, 'avatar');
    expect(await rowOf(old.id)).toBeUndefined();
    expect(await storage().get(`files/${old.id}/original.webp`)).toBeNull();
    expect((await db().select().from(file).where(eq(file.ownerId, user.id))).length).toBe(1);
  });
});

describe('GET /api/files/:id (access)', () => {
  it('answers 401 without a session', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const view = await uploadAs(client, 'avatar');
    expect((await testApp.client().get(view.url)).status).toBe(401);
    expect((await testApp.client().get(view.thumbnailUrl!)).status).toBe(401);
    expect((await testApp.client().request('POST', '/api/files', { form: uploadForm(await testPng(), 'a.png', 'avatar') })).status).toBe(401);
  });

  it('shows an unattached file to its uploader and the admin only', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const view = await uploadAs(client, 'avatar');
    expect((await client.get(view.url)).status).toBe(200);
    expect((await (await signedInAs(testApp, 'sitter')).client.get(view.url)).status).toBe(404);
    expect((await (await signedInAs(testApp, 'admin')).client.get(view.url)).status).toBe(200);
  });

  it('shows an attached avatar to anyone signed in', async () => {
    const { client, user } = await signedInAs(testApp, 'sitter');
    const view = await uploadAs(client, 'avatar');
    await attachFiles({ db: db(), ownerId: user.id, fileIds: [view.id], purpose: 'avatar' });
    for (const role of ['owner', 'trainer', 'none'] as const) {
      const other = (await signedInAs(testApp, role)).client;
      expect((await other.get(view.url)).status, role).toBe(200);
      expect((await other.get(view.thumbnailUrl!)).status, role).toBe(200);
    }
  });

  it('keeps an attached pet photo to its owner and the admin (404 for others)', async () => {
    const { client, user } = await signedInAs(testApp, 'owner');
    const view = await uploadAs(client, 'pet_photo');
    await attachFiles({ db: db(), ownerId: user.id, fileIds: [view.id], purpose: 'pet_photo' });
    expect((await client.get(view.url)).status).toBe(200);
    for (const role of ['owner', 'sitter', 'veterinarian'] as const) {
      expect((await (await signedInAs(testApp, role)).client.get(view.url)).status, role).toBe(404);
    }
    expect((await (await signedInAs(testApp, 'admin')).client.get(view.thumbnailUrl!)).status).toBe(200);
  });

  it('answers the same 404 for a missing or malformed id', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    expect((await client.get('/api/files/0b7d7a53-5a8e-4b0c-9a55-2f0f3c1e4d21')).status).toBe(404);
    expect((await client.get('/api/files/..%2F..%2Fetc')).status).toBe(404);
    expect((await client.get('/api/files/not-a-uuid/thumbnail')).status).toBe(404);
  });

  it('refuses a deactivated account', async () => {
    const { client } = await signedInAs(testApp, 'owner', { isActive: false });
    expect((await client.request('POST', '/api/files', { form: uploadForm(await testPng(), 'a.png', 'avatar') })).status).toBe(403);
  });
});

describe('upload rate limit', () => {
  it('refuses a user past the limit with 429 and when to try again, others go on', async () => {
    const limited = await createTestApp({ requestLimits: { upload: { points: 3, windowSeconds: 600 } } });
    try {
      const { client } = await signedInAs(limited, 'owner');
      for (let i = 0; i < 3; i += 1) await uploadAs(client, 'avatar');
      const refused = await client.request('POST', '/api/files', { form: uploadForm(await testPng(), 'fourth.png', 'avatar') });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(refused.body.message).toBe('Çok fazla deneme yapıldı. Lütfen 10 dakika sonra tekrar deneyin.');
      const other = await signedInAs(limited, 'owner');
      await uploadAs(other.client, 'avatar');
    } finally {
      await limited.close();
    }
  });
});
