import type { APIRequestContext } from '@playwright/test';

/** A 64×48 PNG (an orange dot on peach), small enough to keep inline. */
export const PET_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwBAMAAABTZWEsAAAAMFBMVEXoWQz/2Kj/16fqZBnzlFT0nV/pXBD6uoPtdS7raB3+1KP4r3bwhUH3rXPwhUL+06Fln/k/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAw0lEQVQ4jWMQJAAYRhXQJBzUPcySW4pwK/hqwMDAwMAcj0uB7ASQPAMD50bsCoQCIPIMDCyKWBXowOQZGA5hVeCAUMCCTYEsQp6BYSMWBT+RFczHoiAAWQErpgIhcBjAALMihgJxZHkGhkIMBSKoChwxFEigKmjEUCCMqsAQQ4EYqoJE0hUIE7JCgpAjRQh5U5xQQAkRCmpBQpEluJJQdEsTSjCChJKcIFKifUResheUJpBxBAWXQrJeFPmZVxALGB4KABICYxr9+WzWAAAAAElFTkSuQmCC',
  'base64',
);

/** Uploads `PET_PNG` as a pet photo through the API, as the form does; returns the file id. */
export const uploadPetPhoto = async (api: APIRequestContext): Promise<string> => {
  const response = await api.post('/api/files', {
    multipart: {
      file: { name: 'pet.png', mimeType: 'image/png', buffer: PET_PNG },
      purpose: 'pet_photo',
    },
  });
  if (response.status() !== 201)
    throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { file: { id: string } }).file.id;
};
