import { expect, type APIRequestContext } from '@playwright/test';

import {
  pawPhoto,
  sitterFields,
  trainerFields,
  vetFields,
  walkerFields,
} from '../../specs/discovery/discovery-helpers.ts';
import { buildPath, createVerifiedUser, hashPath, shareSession } from '../api.ts';
import { VIEWPORTS, type Scene } from './tour.ts';

/** A one-page PDF, for the vet's certificate and the trainer's certifications. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const upload = async (
  api: APIRequestContext,
  purpose: string,
  name: string,
  buffer: Buffer,
  mimeType: string,
) => {
  const response = await api.post('/api/files', {
    multipart: { file: { name, mimeType, buffer }, purpose },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { file: { id: string } }).file.id;
};

const photos = (api: APIRequestContext, purpose: string, count: number, seed: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      upload(api, purpose, `foto-${i}.png`, pawPhoto(i + seed), 'image/png'),
    ),
  );

type Kind = 'sitter' | 'veterinarian' | 'pet_walker' | 'trainer';

/** Each kind's person, screen and title, and its filled profile with the uploads it needs. */
const KINDS: Record<
  Kind,
  {
    name: string;
    route: `${'sitter' | 'veterinarian' | 'petWalker' | 'trainer'}.profileSetup`;
    title: RegExp;
    body: (api: APIRequestContext, seed: number) => Promise<Record<string, unknown>>;
  }
> = {
  sitter: {
    name: 'Elif Şahin',
    route: 'sitter.profileSetup',
    title: /Bakıcı profili|Sitter profile/,
    body: async (api, seed) => ({
      ...sitterFields({ prices: { cat_care: 175, dog_care: 260, bird_care: 200 } }),
      homeEnvironmentNotes:
        'Üç odalı, balkonlu bir evde yaşıyorum; sokağımızın sonunda geniş bir park var.',
      isLiveViewingEnabled: true,
      liveStreamLink: 'https://canli.patili.app/elif-ev',
      homePhotos: await photos(api, 'home_photo', 3, seed),
    }),
  },
  veterinarian: {
    name: 'Dr. Murat Kaya',
    route: 'veterinarian.profileSetup',
    title: /Veteriner profili|Veterinarian profile/,
    body: async (api, seed) => ({
      ...vetFields({
        clinicName: 'Moda Veteriner Kliniği',
        specializations: ['cats', 'dogs', 'vaccination', 'dentistry'],
        servicePlace: 'clinic',
        sessionFee: 600,
      }),
      worksWithExotics: true,
      clinicPhotos: await photos(api, 'clinic_photo', 2, seed),
      certificate: [await upload(api, 'vet_certificate', 'diploma.pdf', PDF, 'application/pdf')],
    }),
  },
  pet_walker: {
    name: 'Can Öztürk',
    route: 'petWalker.profileSetup',
    title: /Gezdirici profili|Pet walker profile/,
    body: async (api, seed) => ({
      ...walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
      walkerServiceRegions: ['Kadıköy', 'Moda', 'Fenerbahçe'],
      specialServices: ['ilaç verme', 'yavru köpek gezdirme'],
      walkerSpeciesPreference: ['dog', 'cat'],
      walkerExperienceNotes: 'Beş yıldır her boyutta köpek gezdiriyorum.',
      walkerWeeklyAvailability: 'Hafta içi 08:00-11:00 ve 17:00-20:00',
      walkVisuals: await photos(api, 'walk_visual', 4, seed),
    }),
  },
  trainer: {
    name: 'Deniz Aksoy',
    route: 'trainer.profileSetup',
    title: /Eğitmen profili|Trainer profile/,
    body: async (api) => ({
      ...trainerFields({
        specializations: ['itaat eğitimi', 'tasma eğitimi', 'davranış sorunları'],
        years: 7,
        fee: 450,
      }),
      trainerAvailabilityNotes: 'Hafta sonları da seans verebilirim.',
      trainerVideoUrl: 'https://video.patili.app/deniz-tanitim',
      trainerCertifications: [
        await upload(api, 'trainer_certification', 'sertifika.pdf', PDF, 'application/pdf'),
        await upload(api, 'trainer_certification', 'rozet.png', pawPhoto(2), 'image/png'),
      ],
    }),
  },
};

/**
 * A kind's profile setup empty, its errors when saved empty, then filled in with pictures and
 * files (made through the API while the empty form is checked).
 */
export const profileSetupScene = (kind: Kind): Scene => ({
  title: `provider profile setup: ${kind.replace('_', ' ')}, empty and filled`,
  timeout: 240_000,
  run: async ({ page, context }, { visit, here }) => {
    const { name, route, title, body: bodyOf } = KINDS[kind];
    const provider = await createVerifiedUser(kind, name);
    const body = bodyOf(provider.api, name.length);
    body.catch(() => undefined); // awaited below; a failure there, not an unhandled rejection now
    await shareSession(provider.api, context);
    const screen = hashPath(buildPath(route));
    const save = page.getByRole('button', { name: /Profili kaydet|Save profile/ });
    await page.goto(screen);
    await expect(save).toBeVisible();
    const slug = kind.replace('_', '-');
    await visit(page, `${slug}-profile-setup-empty`, screen, title);
    await page.setViewportSize(VIEWPORTS.phone);
    await save.click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await here(page, `${slug}-profile-setup-errors-en-phone`, { fullPage: true });

    const location = {
      cityCode: '34',
      district: 'Kadıköy',
      mapPoint: { latitude: 40.987, longitude: 29.036 },
    };
    const saved = await provider.api.put('/api/providers/me', {
      data: { kind, ...(await body), location },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // Load once so the gallery pictures are in the cache before the checks.
    await page.goto(screen);
    await expect(page.getByText(title).first()).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator('img')
          .evaluateAll((images) =>
            images.every(
              (img) =>
                (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);
    await visit(page, `${slug}-profile-setup-filled`, screen, title);
  },
});
