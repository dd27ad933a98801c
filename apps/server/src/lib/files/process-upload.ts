import {
  FILE_PURPOSES,
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_SIDE,
  PDF_CONTENT_TYPE,
  THUMBNAIL_SIDE,
  type FilePurpose,
} from '@patili/domain/files';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

import { fieldError } from '../app-error.ts';
import { logger } from '../logger.ts';

/** A refused upload: 422 on the `file` field. */
export const fileError = (messageKey: Parameters<typeof fieldError>[1]) => fieldError('file', messageKey);

/** Certificates take pdf, jpg, jpeg or png only; image fields any common photo type. */
const DOCUMENT_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** A decoded image larger than this many pixels is refused before it eats the memory. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ProcessedUpload =
  | { kind: 'image'; contentType: 'image/webp'; main: Uint8Array; thumbnail: Uint8Array; width: number; height: number }
  | { kind: 'document'; contentType: typeof PDF_CONTENT_TYPE; main: Uint8Array; thumbnail: null; width: null; height: null };

/**
 * Decides what the bytes are by their content (magic numbers), never by name or declared type,
 * and prepares what is stored: images are auto-rotated, capped at 1600 px, re-encoded to WebP with
 * every metadata block (EXIF, GPS, XMP) dropped, plus a 400 px thumbnail; a PDF is kept as sent.
 */
export const processUpload = async (bytes: Uint8Array, purpose: FilePurpose): Promise<ProcessedUpload> => {
  const accept = FILE_PURPOSES[purpose].accept;
  const wrongType = accept === 'image-or-pdf' ? 'files:wrongTypeDocument' : 'files:wrongTypeImage';
  const sniffed = await fileTypeFromBuffer(bytes);
  const mime = sniffed?.mime ?? '';

  if (mime === PDF_CONTENT_TYPE) {
    const header = new TextDecoder().decode(bytes.subarray(0, 5));
    if (accept !== 'image-or-pdf' || header !== '%PDF-') throw fileError(wrongType);
    return { kind: 'document', contentType: PDF_CONTENT_TYPE, main: bytes, thumbnail: null, width: null, height: null };
  }
  const isImage = (IMAGE_CONTENT_TYPES as readonly string[]).includes(mime);
  if (!isImage || (accept === 'image-or-pdf' && !DOCUMENT_IMAGE_TYPES.includes(mime))) throw fileError(wrongType);

  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif), so EXIF and GPS are gone.
    const { data: main, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(main)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { kind: 'image', contentType: 'image/webp', main, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    logger.info(`upload: image could not be decoded (${mime})`, error instanceof Error ? error.message : error);
    throw fileError('files:unreadableImage');
  }
};

/**
 * Keeps the last path segment of a file name, at most 200 characters, without control characters
 * or the bidirectional controls that make `gpj.exe` read as `exe.jpg` (right-to-left override).
 */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
};
