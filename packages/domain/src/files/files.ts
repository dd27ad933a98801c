/**
 * What each upload is for: what it may contain and who may read it once attached.
 * - `signed-in`: anyone signed in (avatars, provider galleries and certificates on public profiles);
 * - `owner`: the uploader only (and the admin), e.g. a pet's photo.
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
} as const satisfies Record<string, { accept: 'image' | 'image-or-pdf'; visibility: 'signed-in' | 'owner' }>;

export type FilePurpose = keyof typeof FILE_PURPOSES;
export const FILE_PURPOSE_KEYS = Object.keys(FILE_PURPOSES) as FilePurpose[];
export const isFilePurpose = (value: unknown): value is FilePurpose => typeof value === 'string' && value in FILE_PURPOSES;

/** Photos per gallery (DESIGN.md "photo limits") and certification files per trainer (spec 1 §5). */
export const GALLERY_LIMIT = 5;

/** Largest upload accepted, before re-encoding. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** The file name extensions the certificate inputs offer (spec 1 §5: pdf, jpg, jpeg, png). */
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
