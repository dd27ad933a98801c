import { adoptionListingInputSchema, type AdoptionListingInput } from '@patili/domain/adoption';

import { createUser } from '../lib/create-user.ts';
import type { Db } from '../db/client.ts';
import { createListing, markListingAdopted } from '../features/adoption/listing-writes.service.ts';
import type { AppDeps } from '../lib/context.ts';
import { uploadFile } from '../lib/files/files.ts';
import { renderDemoPicture } from './demo-images.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Two more owners who give animals for adoption, in İzmir and Ankara (same password as every demo account). */
export const DEMO_ADOPTION_OWNERS = [
  { email: 'sahiplendirme.selin@demo.patili.app', name: 'Selin Aydın' },
  { email: 'sahiplendirme.emre@demo.patili.app', name: 'Emre Koç' },
] as const;

type DemoListing = {
  /** Whose listing: the demo owner, or one of `DEMO_ADOPTION_OWNERS`. */
  by: 'demo' | (typeof DEMO_ADOPTION_OWNERS)[number]['email'];
  hoursAgo: number;
  adopted?: boolean;
  picture: 'cat' | 'dog' | 'bird' | 'other';
  photos: number;
  listing: Omit<AdoptionListingInput, 'photoIds'>;
};

const LISTINGS: readonly DemoListing[] = [
  {
    by: 'demo',
    hoursAgo: 5,
    picture: 'cat',
    photos: 3,
    listing: {
      animalType: 'cat',
      breed: 'Tekir',
      gender: 'female',
      age: 4,
      ageUnit: 'months',
      isVaccinated: true,
      isNeutered: false,
      healthNotes: 'İç ve dış parazit uygulamaları yapıldı, karma aşısının ilk dozu tamam.',
      characterNotes:
        'Çok oyuncu ve meraklı. Kum kabını sorunsuz kullanıyor, kucağa gelmeyi seviyor.',
      cityCode: '34',
      district: 'Kadıköy',
      additionalInfo:
        'Bahçemizde annesiz bulduk. Kısırlaştırma yaşı gelince yaptırılması şartıyla sahiplendiriyorum.',
    },
  },
  {
    by: 'demo',
    hoursAgo: 24 * 20,
    adopted: true,
    picture: 'dog',
    photos: 2,
    listing: {
      animalType: 'dog',
      breed: 'Golden Retriever kırması',
      gender: 'male',
      age: 3,
      ageUnit: 'years',
      isVaccinated: true,
      isNeutered: true,
      healthNotes: 'Tüm aşıları tam, kısırlaştırıldı. Kronik bir rahatsızlığı yok.',
      characterNotes: 'Sakin, insan canlısı; diğer köpeklerle iyi anlaşıyor.',
      cityCode: '34',
      district: 'Kadıköy',
      additionalInfo: null,
    },
  },
  {
    by: 'sahiplendirme.selin@demo.patili.app',
    hoursAgo: 2,
    picture: 'dog',
    photos: 2,
    listing: {
      animalType: 'dog',
      breed: 'Kangal kırması',
      gender: 'female',
      age: 2,
      ageUnit: 'years',
      isVaccinated: true,
      isNeutered: true,
      healthNotes: 'Kuduz ve karma aşıları yapıldı, çipli.',
      characterNotes: 'Bahçeli evde yaşamaya alışkın, çocuklara karşı çok sabırlı.',
      cityCode: '35',
      district: 'Bornova',
      additionalInfo:
        'Geniş ve güvenli bir bahçesi olan bir aile arıyoruz. Ziyaret edip tanışmanızı isterim.',
    },
  },
  {
    by: 'sahiplendirme.selin@demo.patili.app',
    hoursAgo: 30,
    picture: 'cat',
    photos: 1,
    listing: {
      animalType: 'cat',
      breed: 'Van kedisi',
      gender: 'male',
      age: 1,
      ageUnit: 'years',
      isVaccinated: true,
      isNeutered: false,
      healthNotes: null,
      characterNotes: 'Biraz utangaç ama alışınca çok sevecen. Suyla oynamaya bayılıyor.',
      cityCode: '35',
      district: 'Karşıyaka',
      additionalInfo: null,
    },
  },
  {
    by: 'sahiplendirme.emre@demo.patili.app',
    hoursAgo: 12,
    picture: 'bird',
    photos: 1,
    listing: {
      animalType: 'bird',
      breed: 'Muhabbet kuşu',
      gender: 'male',
      age: 8,
      ageUnit: 'months',
      isVaccinated: false,
      isNeutered: false,
      healthNotes: 'Veteriner kontrolünden geçti, sağlıklı.',
      characterNotes: 'Konuşkan ve elden yem yiyor.',
      cityCode: '06',
      district: 'Çankaya',
      additionalInfo: 'Kafesi ve oyuncaklarıyla birlikte veriyorum.',
    },
  },
  {
    by: 'sahiplendirme.emre@demo.patili.app',
    hoursAgo: 50,
    picture: 'other',
    photos: 1,
    listing: {
      animalType: 'rodent',
      breed: 'Suriye hamsterı',
      gender: 'female',
      age: 6,
      ageUnit: 'months',
      isVaccinated: false,
      isNeutered: false,
      healthNotes: null,
      characterNotes: 'Geceleri hareketli, gündüz uykucu. Ele alışık.',
      cityCode: '06',
      district: null,
      additionalInfo: 'Taşındığımız için yeni bir yuva arıyoruz.',
    },
  },
  {
    by: 'sahiplendirme.emre@demo.patili.app',
    hoursAgo: 80,
    picture: 'cat',
    photos: 2,
    listing: {
      animalType: 'cat',
      breed: 'British Shorthair',
      gender: 'female',
      age: 5,
      ageUnit: 'years',
      isVaccinated: true,
      isNeutered: true,
      healthNotes: 'Böbrek değerleri yılda bir kontrol ediliyor; şu an her şey normal.',
      characterNotes: 'Sakin bir ev kedisi, gürültüyü sevmiyor.',
      cityCode: '07',
      district: 'Muratpaşa',
      additionalInfo: null,
    },
  },
];

/**
 * The demo adoption listings: two of the demo owner's (one active, one already adopted)
 * and five from two more owners in İzmir and Ankara, with photos uploaded as a person would and
 * saved through the adoption service, a few hours to a few weeks apart.
 */
export const seedDemoAdoption = async ({
  db,
  auth,
  storage,
  owner,
  password,
  now,
}: {
  db: Db;
  auth: AppDeps['auth'];
  storage: AppDeps['storage'];
  owner: { id: string; name: string };
  password: string;
  now: Date;
}) => {
  const owners = new Map<string, { id: string; name: string }>([['demo', owner]]);
  for (const demo of DEMO_ADOPTION_OWNERS) {
    const created = await createUser(
      { db, auth },
      { email: demo.email, name: demo.name, role: 'owner', password },
    );
    owners.set(demo.email, created);
  }
  for (const [index, demo] of LISTINGS.entries()) {
    const by = owners.get(demo.by);
    if (!by) throw new Error(`demo adoption: ${demo.by} is missing`);
    const photoIds: string[] = [];
    for (let shot = 0; shot < demo.photos; shot += 1) {
      const seed = index * 7 + shot;
      const bytes = await renderDemoPicture({ kind: 'pet', species: demo.picture, seed });
      const row = await uploadFile({
        db,
        storage,
        ownerId: by.id,
        purpose: 'adoption_photo',
        bytes,
        name: `ilan-${seed}.png`,
      });
      photoIds.push(row.id);
    }
    const at = new Date(now.getTime() - demo.hoursAgo * HOUR_MS);
    const input = adoptionListingInputSchema.parse({ ...demo.listing, photoIds });
    const listing = await createListing({ db, owner: { ...by, isAdmin: false }, input, now: at });
    if (demo.adopted) {
      await markListingAdopted({
        db,
        owner: { ...by, isAdmin: false },
        listingId: listing.id,
        now: new Date(at.getTime() + 24 * 5 * HOUR_MS),
      });
    }
  }
};
