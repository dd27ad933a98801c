import { addDays, istanbulToday } from '@patili/domain/shared';
import { reportInputSchema, type ReportInput } from '@patili/domain/lostfound';

import type { CreatedUser } from '../lib/create-user.ts';
import type { Db } from '../db/client.ts';
import { setAlertSubscription } from '../features/lostfound/alerts.service.ts';
import { changeReportStatus, createReport } from '../features/lostfound/lostfound.service.ts';
import type { AppDeps } from '../lib/context.ts';
import { uploadFile } from '../lib/files/files.ts';
import { renderDemoPicture } from './demo-images.ts';

const HOUR_MS = 60 * 60 * 1000;

type DemoReport = {
  /** The demo account that reports it. */
  by: string;
  hoursAgo: number;
  /** Days before today the pet was last seen. */
  daysAgo: number;
  photos: number;
  reunited?: boolean;
  report: Omit<ReportInput, 'photoIds' | 'lastSeenDate'>;
};

/**
 * The demo reports, oldest first. The demo owner's lost tabby in Moda and the sitter's tabby found
 * by the Moda pier score 100 together, so both details show the other as similar; the
 * walker's found dog and the vet's lost budgie stand alone; the trainer's dog is already home.
 */
const REPORTS: readonly DemoReport[] = [
  {
    by: 'egitmen@demo.patili.app',
    hoursAgo: 24 * 12,
    daysAgo: 13,
    photos: 1,
    reunited: true,
    report: {
      reportType: 'lost',
      petName: 'Zeytin',
      animalType: 'dog',
      breed: 'Labrador',
      gender: 'male',
      colors: ['black'],
      size: 'large',
      distinguishingFeatures: 'Mavi tasmalı, künyesinde telefon numarası var.',
      lastSeenLocation: 'Bornova Büyükpark girişi',
      cityCode: '35',
      district: 'Bornova',
      lastSeenTime: '18:00',
      additionalInfo: 'Havai fişek sesinden korkup kaçtı.',
      contactInfo: null,
    },
  },
  {
    by: 'veteriner@demo.patili.app',
    hoursAgo: 60,
    daysAgo: 3,
    photos: 1,
    report: {
      reportType: 'lost',
      petName: 'Maviş',
      animalType: 'bird',
      breed: 'Muhabbet kuşu',
      gender: 'unknown',
      colors: ['golden', 'white'],
      size: 'small',
      distinguishingFeatures: 'Sol kanadında beyaz bir leke var, ıslıkla adını söylüyor.',
      lastSeenLocation: 'Kuğulu Park çevresi',
      cityCode: '06',
      district: 'Çankaya',
      lastSeenTime: null,
      additionalInfo: 'Balkon kapısı açık kalınca uçtu. Görenler lütfen yem ile yaklaşsın.',
      contactInfo: null,
    },
  },
  {
    by: 'sahip@demo.patili.app',
    hoursAgo: 40,
    daysAgo: 2,
    photos: 2,
    report: {
      reportType: 'lost',
      petName: 'Pamuk',
      animalType: 'cat',
      breed: 'Tekir',
      gender: 'female',
      colors: ['gray', 'white'],
      size: 'small',
      distinguishingFeatures: 'Kırmızı tasmalı, sol kulağında küçük bir çentik var.',
      lastSeenLocation: 'Moda sahili, çay bahçesinin önü',
      cityCode: '34',
      district: 'Kadıköy',
      lastSeenTime: '21:30',
      additionalInfo:
        'Kısırlaştırılmış ve çipli. Çok ürkektir, lütfen kovalamayın; bana haber verin.',
      contactInfo: null,
    },
  },
  {
    by: 'gezdirici@demo.patili.app',
    hoursAgo: 20,
    daysAgo: 1,
    photos: 2,
    report: {
      reportType: 'found',
      petName: null,
      animalType: 'dog',
      breed: 'Golden Retriever',
      gender: 'male',
      colors: ['golden'],
      size: 'large',
      distinguishingFeatures: 'Tasması yok, çok uysal; sağ arka bacağında eski bir yara izi var.',
      lastSeenLocation: 'Abbasağa Parkı',
      cityCode: '34',
      district: 'Beşiktaş',
      lastSeenTime: '08:15',
      additionalInfo:
        'Şimdilik evimde misafir. Sahibi fotoğraf ya da veteriner kaydıyla ulaşabilir.',
      contactInfo: null,
    },
  },
  {
    by: 'bakici@demo.patili.app',
    hoursAgo: 6,
    daysAgo: 0,
    photos: 1,
    report: {
      reportType: 'found',
      petName: null,
      animalType: 'cat',
      breed: 'tekir',
      gender: 'female',
      colors: ['gray', 'white'],
      size: 'small',
      distinguishingFeatures: 'Kırmızı bir tasması var, isimlik yok.',
      lastSeenLocation: 'Moda iskelesi, sahili yolu',
      cityCode: '34',
      district: 'Kadıköy',
      lastSeenTime: '09:40',
      additionalInfo: 'Sahil yolunda ürkek hâlde buldum, şu an bende güvende.',
      contactInfo: 'Akşam 18:00’den sonra arayabilirsiniz: 0532 000 00 00',
    },
  },
];

/**
 * The demo lost-and-found reports, saved through the lost-and-found service with photos
 * uploaded as a person would, so the similar pairs are stored as a new report stores them. The demo
 * owner then turns her district alert on (Kadıköy), so the next lost pet reported there reaches her.
 */
export const seedDemoLostfound = async ({
  db,
  storage,
  mail,
  accounts,
  now,
}: {
  mail: Parameters<typeof createReport>[0]['mail'];
  db: Db;
  storage: AppDeps['storage'];
  accounts: ReadonlyMap<string, CreatedUser>;
  now: Date;
}) => {
  const today = istanbulToday(now);
  for (const [index, demo] of REPORTS.entries()) {
    const by = accounts.get(demo.by);
    if (!by) continue;
    const photoIds: string[] = [];
    for (let seed = 0; seed < demo.photos; seed += 1) {
      const bytes = await renderDemoPicture({
        kind: 'pet',
        species: demo.report.animalType,
        seed: 40 + index * 5 + seed,
      });
      const row = await uploadFile({
        db,
        storage,
        ownerId: by.id,
        purpose: 'lostfound_photo',
        bytes,
        name: `kayip-${index}-${seed}.png`,
      });
      photoIds.push(row.id);
    }
    const at = new Date(now.getTime() - demo.hoursAgo * HOUR_MS);
    const input = reportInputSchema.parse({
      ...demo.report,
      lastSeenDate: addDays(today, -demo.daysAgo),
      photoIds,
    });
    const report = await createReport({
      db,
      reporter: { id: by.id, name: by.name },
      input,
      today,
      now: at,
      mail,
    });
    if (demo.reunited)
      await changeReportStatus({
        db,
        actor: { id: by.id, name: by.name },
        reportId: report.id,
        status: 'reunited',
        now: at,
      });
  }
  const owner = accounts.get('sahip@demo.patili.app');
  if (owner) await setAlertSubscription({ db, userId: owner.id, enabled: true, now });
};
