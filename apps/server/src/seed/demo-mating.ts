import { matingListingInputSchema, type MatingListingInput } from '@patili/domain/mating';
import { petInputSchemaFor, type PetInput } from '@patili/domain/pets';
import { istanbulToday } from '@patili/domain/shared';
import { eq } from 'drizzle-orm';

import { createUser } from '../lib/create-user.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { createMatingListing } from '../features/mating/mating.service.ts';
import { createPet } from '../features/pets/pets.service.ts';
import type { Auth } from '../lib/auth.ts';
import { uploadFile } from '../lib/files/files.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { renderDemoPicture, type DemoPicture } from './demo-images.ts';

type DemoListing = Omit<MatingListingInput, 'petId'>;

/**
 * Two more demo owners who list their pets for mating, beside the demo owner's Karamel:
 * listings in three cities and of two species, one of them taken down (it shows only in its
 * owner's "my listings"). Pets, photos and listings are written through the pets, files and
 * mating services, so they obey the same rules as the screens. Same password as every demo login.
 */
const MATING_OWNERS: ReadonlyArray<{
  email: string;
  name: string;
  pets: ReadonlyArray<{
    pet: Omit<PetInput, 'photoFileId'>;
    picture: DemoPicture | null;
    listings: readonly DemoListing[];
  }>;
}> = [
  {
    email: 'mert.kaplan@demo.patili.app',
    name: 'Mert Kaplan',
    pets: [
      {
        pet: { name: 'Duman', species: 'cat', breed: 'British Shorthair', age: 3, gender: 'male', notes: 'Sakin ve uysal bir erkek kedi.' },
        picture: { kind: 'pet', species: 'cat', seed: 7 },
        listings: [
          {
            listingTitle: 'British Shorthair Duman için sağlıklı bir eş arıyoruz',
            healthInfo: 'Karma aşıları ve kuduz aşısı güncel. FIV/FeLV testleri negatif, yıllık veteriner kontrolü Mart ayında yapıldı.',
            pedigreeInfo: 'Anne ve babası FIFe kayıtlı; soy ağacı belgesi mevcut.',
            temperament: 'Sakin, insan canlısı, diğer kedilerle kavga etmez.',
            matingTerms: 'Buluşma bizim evimizde, Bornova’da. Ücret talep etmiyoruz; yavrulardan biri için sahiplendirme önceliği rica ediyoruz.',
            desiredPartnerTraits: '2–5 yaş arası, aşıları tam, testleri negatif bir dişi British Shorthair.',
            city: '35',
            district: 'Bornova',
          },
        ],
      },
    ],
  },
  {
    email: 'selin.acar@demo.patili.app',
    name: 'Selin Acar',
    pets: [
      {
        pet: { name: 'Bal', species: 'dog', breed: 'Labrador Retriever', age: 3, gender: 'female', notes: 'Suyu çok seven, enerjik bir Labrador.' },
        picture: { kind: 'pet', species: 'dog', seed: 5 },
        listings: [
          {
            listingTitle: 'Labrador kızımız Bal’a uygun eş arıyoruz',
            healthInfo: 'Kalça ve dirsek displazisi taramaları temiz, göz muayenesi normal. Tüm aşıları tam.',
            pedigreeInfo: 'KIF kayıtlı, şampiyon soy hattından.',
            temperament: 'Oyuncu, çocuklarla çok iyi anlaşır, hiç saldırganlık göstermedi.',
            matingTerms: 'Görüşme öncesi iki hayvanın sağlık raporlarını paylaşmak şartımız. Satış amaçlı üretime kesinlikle kapalıyız.',
            desiredPartnerTraits: 'Sağlık taramaları yapılmış, sakin mizaçlı bir erkek Labrador.',
            city: '06',
            district: 'Çankaya',
          },
          {
            listingTitle: 'Bal için ilkbahar eşleştirmesi (yayından kaldırıldı)',
            healthInfo: 'Veteriner önerisiyle bu dönem ertelendi.',
            city: '06',
            isActive: false,
          },
        ],
      },
    ],
  },
];

/** The demo owner's Karamel, listed in Kadıköy. */
const KARAMEL_LISTING: DemoListing = {
  listingTitle: 'Golden Retriever Karamel’e eş arıyoruz',
  healthInfo: 'Kuduz, karma ve lyme aşıları güncel. Kalça röntgeni temiz, düzenli veteriner kontrolünde.',
  pedigreeInfo: 'Soy kütüğü belgesi var; anne ve babası sağlık taramalarından geçmiş.',
  temperament: 'Çok uysal, diğer köpeklerle iyi anlaşır, insanlara karşı sevecen.',
  matingTerms: 'Tanışma Moda sahilinde olabilir. Ücret yok; yavruların sorumlu ailelere gitmesi en önemli şartımız.',
  desiredPartnerTraits: '2–6 yaş arası, sağlıklı ve sakin bir dişi Golden Retriever.',
  city: '34',
  district: 'Kadıköy',
};

/** Finds a demo account by e-mail, or creates it (an owner, the demo password). */
const demoOwner = async (db: Db, auth: Auth, email: string, name: string, password: string) => {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing) return existing;
  return createUser({ db, auth }, { email, name, role: 'owner', password });
};

export const seedDemoMating = async ({
  db,
  auth,
  storage,
  password,
  demoOwnerId,
  karamelId,
  now,
}: {
  db: Db;
  auth: Auth;
  storage: Storage;
  password: string;
  /** The demo owner and her dog Karamel (demo-content.ts), when they were seeded. */
  demoOwnerId: string | null;
  karamelId: string | null;
  now: Date;
}) => {
  const today = istanbulToday(now);
  if (demoOwnerId && karamelId) {
    await createMatingListing({
      db,
      ownerId: demoOwnerId,
      input: matingListingInputSchema.parse({ ...KARAMEL_LISTING, petId: karamelId }),
      today,
    });
  }
  for (const owner of MATING_OWNERS) {
    const account = await demoOwner(db, auth, owner.email, owner.name, password);
    for (const { pet, picture, listings } of owner.pets) {
      const photo = picture
        ? await uploadFile({ db, storage, ownerId: account.id, purpose: 'pet_photo', bytes: await renderDemoPicture(picture), name: `pet-${picture.seed}.png` })
        : null;
      const created = await createPet({
        db,
        ownerId: account.id,
        input: petInputSchemaFor(today).parse({ ...pet, photoFileId: photo?.id ?? null }),
        today,
      });
      for (const listing of listings) {
        await createMatingListing({
          db,
          ownerId: account.id,
          input: matingListingInputSchema.parse({ ...listing, petId: created.id }),
          today,
        });
      }
    }
  }
};
