import type { FilePurpose, FileView } from '@patili/domain/files';
import sharp from 'sharp';
import { expect } from 'vitest';

import type { TestClient } from './http.ts';

/** A small real PNG (a coloured rectangle). */
export const testPng = (width = 64, height = 48, color = '#e8590c') =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

/** A JPEG carrying EXIF with a GPS position and an orientation tag, as phone photos do. */
export const testJpegWithGps = (width = 80, height = 60) =>
  sharp({ create: { width, height, channels: 3, background: '#1c7ed6' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PatiliPhone', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '29/1 0/1 0/1' },
    })
    .toBuffer();

/** A minimal one-page PDF. */
export const testPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** The multipart body of an upload. */
export const uploadForm = (bytes: Uint8Array, name: string, purpose: string, type = 'application/octet-stream') => {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  form.set('purpose', purpose);
  return form;
};

/** Uploads through `POST /api/files` and expects 201; returns the file view. */
export const uploadAs = async (
  client: TestClient,
  purpose: FilePurpose,
  bytes?: Uint8Array,
  name = 'photo.png',
): Promise<FileView> => {
  const response = await client.request<{ file: FileView }>('POST', '/api/files', {
    form: uploadForm(bytes ?? (await testPng()), name, purpose, 'image/png'),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.file;
};
