/**
 * What each upload is for: what it may contain and who may read it once attached.
 * - `signed-in`: anyone signed in (avatars, provider galleries and certificates on public profiles);
 * - `owner`: the uploader only (and the admin), e.g. a pet's photo;
 * - `conversation`: the two members of the conversation whose message carries it (and the admin);
 *   `canReadFile` cannot know the members, so the files feature asks the chat tables;
 * - `booking`: the owner and the provider of the booking whose walk report carries it (and the
 *   admin); the files feature asks the walk report and booking tables.
 * A file nobody has attached yet is readable by its uploader only, whatever its purpose.
 */
export const FILE_PURPOSES = {
  avatar: { accept: 'image', visibility: 'signed-in' },
  pet_photo: { accept: 'image', visibility: 'owner' },
  home_photo: { accept: 'image', visibility: 'signed-in' },
  clinic_photo: { accept: 'image', visibility: 'signed-in' },
  walk_visual: { accept: 'image', visibility: 'signed-in' },
  vet_certificate: { accept: 'image-or-pdf', visibility: 'signed-in' },
  trainer_certification: { accept: 'image-or-pdf', visibility: 'signed-in' },
  chat_photo: { accept: 'image', visibility: 'conversation' },
  // A walk report's photos: for the walk's owner and walker only, unlike the walker's
  // public `walk_visual` gallery.
  walk_report_photo: { accept: 'image', visibility: 'booking' },
  // An adoption listing's photos: anyone signed in sees them once the listing is saved.
  adoption_photo: { accept: 'image', visibility: 'signed-in' },
  // A lost or found pet report's photos: anyone signed in sees them once it is saved.
  lostfound_photo: { accept: 'image', visibility: 'signed-in' },
  // An expert article's cover: anyone signed in sees it once the article is saved.
  article_cover: { accept: 'image', visibility: 'signed-in' },
  // A booking payment's bank receipt: pdf, jpg or png, for the owner who uploaded it and the
  // admins only; always downloaded, never opened in the app's own pages (a pdf may carry script).
  payment_receipt: { accept: 'image-or-pdf', visibility: 'owner', served: 'attachment' },
  // A provider's identity, diploma, licence or certificate sent for verification: for its
  // provider and the admins only, and downloaded like a receipt.
  verification_document: { accept: 'image-or-pdf', visibility: 'owner', served: 'attachment' },
} as const satisfies Record<
  string,
  {
    accept: 'image' | 'image-or-pdf';
    visibility: 'signed-in' | 'owner' | 'conversation' | 'booking';
    /** How the stored file is sent: `attachment` makes the browser save it rather than show it. */
    served?: 'attachment';
  }
>;

/** Whether a purpose's files are sent as downloads (`Content-Disposition: attachment`). */
export const isServedAsAttachment = (purpose: FilePurpose): boolean =>
  'served' in FILE_PURPOSES[purpose] && FILE_PURPOSES[purpose].served === 'attachment';

export type FilePurpose = keyof typeof FILE_PURPOSES;
export const FILE_PURPOSE_KEYS = Object.keys(FILE_PURPOSES) as [FilePurpose, ...FilePurpose[]];
/** Own keys only, so `toString` and friends are not purposes. */
export const isFilePurpose = (value: unknown): value is FilePurpose =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(FILE_PURPOSES, value);

/** Photos per gallery and certification files per trainer. */
export const GALLERY_LIMIT = 5;

/** Largest upload accepted, before re-encoding. The `files:tooLarge` text names it in MB. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** Longest side of a stored image and of its thumbnail, in pixels. */
export const MAX_IMAGE_SIDE = 1600;
export const THUMBNAIL_SIDE = 400;

/**
 * Uploads a user may hold that no saved record uses yet (a form left open, or abuse). Past it
 * an upload is refused until a form is saved; abandoned uploads are pruned after a day.
 */
export const MAX_UNATTACHED_FILES = 30;
export const UNATTACHED_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The file name extensions the certificate inputs offer (pdf, jpg, jpeg, png). */
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/**
 * Image types read by content (magic numbers), whatever the name or declared type says. Every
 * one is re-encoded to WebP. HEIC/HEIF is tried too, but the image library's prebuilt codecs read
 * only the AV1 flavour (AVIF), so a typical phone HEIC gets the "could not read" message: the
 * pickers and texts therefore offer JPG, PNG, WEBP and GIF.
 */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'] as const;
export const PDF_CONTENT_TYPE = 'application/pdf';

/** What an image field's file picker offers (the server still decides by content). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
/** What a certificate field's file picker offers (pdf, jpg, jpeg or png). */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** The picker's `accept` for a purpose. */
export const acceptFor = (purpose: FilePurpose): string =>
  FILE_PURPOSES[purpose].accept === 'image-or-pdf' ? DOCUMENT_ACCEPT : IMAGE_ACCEPT;

/** Where a stored file and its thumbnail are served (`GET /api/files/{id}[/thumbnail]`). */
export const fileUrls = (id: string): { url: string; thumbnailUrl: string } => ({
  url: `/api/files/${id}`,
  thumbnailUrl: `/api/files/${id}/thumbnail`,
});

/**
 * Who may read a file: its uploader and the admin always; anyone else signed in only once the
 * file is attached to a saved record and its purpose is visible to signed-in users.
 */
export const canReadFile = (
  reader: { readonly id: string; readonly isAdmin: boolean },
  file: { readonly ownerId: string; readonly purpose: string; readonly attached: boolean },
): boolean => {
  if (reader.isAdmin || reader.id === file.ownerId) return true;
  if (!file.attached || !isFilePurpose(file.purpose)) return false;
  return FILE_PURPOSES[file.purpose].visibility === 'signed-in';
};

/** Size in whole megabytes, for messages. */
export const bytesToMegabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;
