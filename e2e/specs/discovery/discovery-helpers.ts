import { deflateSync } from 'node:zlib';

import type { ProviderRole } from '@patili/domain/access';
import { addDays, istanbulToday } from '@patili/domain/shared';
import type { LocationInput } from '@patili/domain/locations';
import { PROVIDER_KINDS } from '@patili/domain/providers';
import { expect, type APIRequestContext } from '@playwright/test';

import { createVerifiedUser } from '../../support/api.ts';

/** Points around Kadıköy and beyond (latitude, longitude) the discovery tests place people at. */
export const PLACES = {
  kadikoyPier: { cityCode: '34', district: 'Kadıköy', mapPoint: { latitude: 40.99, longitude: 29.027 } },
  moda: { cityCode: '34', district: 'Kadıköy', mapPoint: { latitude: 40.985, longitude: 29.038 } },
  fenerbahce: { cityCode: '34', district: 'Kadıköy', mapPoint: { latitude: 40.972, longitude: 29.04 } },
  besiktas: { cityCode: '34', district: 'Beşiktaş', mapPoint: { latitude: 41.043, longitude: 29.007 } },
  uskudar: { cityCode: '34', district: 'Üsküdar', mapPoint: null },
  beykoz: { cityCode: '34', district: 'Beykoz', mapPoint: { latitude: 41.12, longitude: 29.09 } },
  cankaya: { cityCode: '06', district: 'Çankaya', mapPoint: null },
  bornova: { cityCode: '35', district: 'Bornova', mapPoint: null },
} as const satisfies Record<string, LocationInput>;

/** A verified owner (made through the test controls), with a city and district saved in account settings. */
export const createOwnerAt = async (name: string, location: LocationInput | null) => {
  const owner = await createVerifiedUser('owner', name);
  if (location) {
    const saved = await owner.api.put('/api/accounts/me/profile', { data: { name, location } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return owner;
};

// --- A small PNG painter, so galleries show real pictures (uploads are checked by content) -------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const PALETTES: ReadonlyArray<[number[], number[], number[]]> = [
  [[255, 232, 204], [255, 192, 120], [232, 89, 12]],
  [[227, 250, 252], [153, 233, 242], [12, 133, 153]],
  [[235, 251, 238], [140, 233, 154], [43, 138, 62]],
  [[243, 240, 255], [177, 151, 252], [95, 61, 196]],
];

/** A 480×320 picture: a soft gradient with a paw print, coloured by `seed`. */
export const pawPhoto = (seed: number): Buffer => {
  const width = 480;
  const height = 320;
  const [top, bottom, ink] = PALETTES[seed % PALETTES.length]!;
  const pads = [
    { x: 240, y: 190, r: 52 },
    { x: 170, y: 120, r: 24 },
    { x: 215, y: 88, r: 24 },
    { x: 265, y: 88, r: 24 },
    { x: 310, y: 120, r: 24 },
  ].map((pad) => ({ ...pad, x: pad.x + ((seed * 37) % 120) - 60 }));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const mix = y / height;
      const inPad = pads.some((pad) => (x - pad.x) ** 2 + ((y - pad.y) * 1.1) ** 2 < pad.r ** 2);
      for (let channel = 0; channel < 3; channel += 1) {
        const value = inPad ? ink[channel]! : top[channel]! * (1 - mix) + bottom[channel]! * mix;
        raw[row + 1 + x * 3 + channel] = Math.round(value);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
};

const uploadPhoto = async (api: APIRequestContext, kind: ProviderRole, seed: number): Promise<string> => {
  const purpose = PROVIDER_KINDS[kind].gallery?.purpose;
  if (!purpose) throw new Error(`${kind} has no gallery`);
  const response = await api.post('/api/files', {
    multipart: { file: { name: `photo-${seed}.png`, mimeType: 'image/png', buffer: pawPhoto(seed) }, purpose },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { file: { id: string } }).file.id;
};

/**
 * A verified provider (made through the test controls) who saves their profile setup
 * (`PUT /api/providers/me`) with a city and district, and optionally gallery photos (and, with
 * `usedReferralCode`, as someone's invitee).
 */
export const createProvider = async (
  kind: ProviderRole,
  name: string,
  {
    location,
    fields,
    photos = 0,
    usedReferralCode,
  }: { location: LocationInput; fields: Record<string, unknown>; photos?: number; usedReferralCode?: string },
) => {
  const provider = await createVerifiedUser(kind, name, { usedReferralCode });
  const gallery = PROVIDER_KINDS[kind].gallery;
  const photoIds: string[] = [];
  for (let i = 0; i < photos; i += 1) photoIds.push(await uploadPhoto(provider.api, kind, name.length + i));
  const saved = await provider.api.put('/api/providers/me', {
    data: { kind, ...fields, ...(gallery && photos > 0 ? { [gallery.field]: photoIds } : {}), location },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const me = (await (await provider.api.get('/api/accounts/session')).json()) as { user: { id: string } };
  return { ...provider, id: me.user.id };
};

/** The fields a complete walker profile needs, with what the test varies. */
export const walkerFields = (fields: { knowsFirstAid: boolean; hourlyRate: number; bio?: string; areas?: string }) => ({
  bio: fields.bio ?? 'Köpeklerle uzun yürüyüşleri severim; her yürüyüşten sonra fotoğraf gönderirim.',
  preferredWalkingAreas: fields.areas ?? 'Moda sahili, Fenerbahçe Parkı',
  walkerServiceRegions: ['Kadıköy'],
  hourlyRate: fields.hourlyRate,
  knowsFirstAid: fields.knowsFirstAid,
  maxDogSizeServiced: 'large',
  walkerSpeciesPreference: ['dog'],
});

export const vetFields = (fields: { clinicName: string; specializations: string[]; servicePlace: string; sessionFee: number }) => ({
  bio: 'Kedi ve köpek sağlığında on yıllık deneyim.',
  clinicName: fields.clinicName,
  clinicAddress: 'Caferağa Mah. Moda Cad. No: 10, Kadıköy',
  clinicPhoneNumber: '+90 216 555 00 00',
  vetWorkingHours: 'Hafta içi 09:00-18:00',
  vetSpecializations: fields.specializations,
  servicePlace: fields.servicePlace,
  sessionFee: fields.sessionFee,
});

export const sitterFields = (fields: { prices: Record<string, number>; bio?: string }) => ({
  bio: fields.bio ?? 'Bahçeli evimde kedi ve köpeklere kendi evlerindeki gibi bakıyorum.',
  servicePrices: fields.prices,
  sitterServiceLocationType: 'sitter_home',
  hasFencedYard: true,
  isNonSmokingHome: true,
  otherPetsInHome: 'cats_only',
  childrenInHome: 'none',
  sitterMaterials: ['bed', 'food_bowl', 'toys'],
});

export const trainerFields = (fields: { specializations: string[]; years: number; fee: number }) => ({
  bio: 'Ödül temelli yöntemlerle köpek eğitimi.',
  trainerSpecializations: fields.specializations,
  trainerExperienceYears: fields.years,
  trainerSessionFee: fields.fee,
  trainingPhilosophy: 'Sabır, tutarlılık ve bol ödül.',
  trainerServiceAreas: 'Kadıköy ve Üsküdar’da ev ziyareti',
});

/** Today's date in Istanbul, the earliest the vet request offers (whatever the browser's zone). */
export const today = () => istanbulToday(new Date());

/** Tomorrow's date in Istanbul. */
export const tomorrow = () => addDays(today(), 1);

/** A `YYYY-MM-DD` date as the date field shows it in Turkish: `23.11.2026`. */
export const turkishDate = (iso: string) => iso.split('-').reverse().join('.');
