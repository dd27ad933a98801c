import { expect } from '@playwright/test';

import {
  PLACES,
  createOwnerAt,
  createProvider,
  pawPhoto,
  walkerFields,
} from '../../specs/discovery/discovery-helpers.ts';
import { buildPath, hashPath, shareSession } from '../api.ts';
import { act, addPet, book, pageAs } from '../bookings.ts';
import { pinMorning, type Scene } from './tour.ts';

/** A walk followed live: the walker's tracking panel, the owner's live screen, then the report. */
export const LIVE_WALK_SCENES: readonly Scene[] = [
  {
    title: 'a walk followed live: the walker’s tracking panel, the owner’s live screen and report',
    timeout: 300_000,
    clock: true,
    run: async ({ page: walkerPage, context, browser, clock }, { visit, here }) => {
      const { day, at } = await pinMorning(clock);
      const [owner, walker] = await Promise.all([
        createOwnerAt('Ece Gezgin', null),
        createProvider('pet_walker', 'Murat Patiyol', {
          location: PLACES.bornova,
          fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
        }),
      ]);
      const petId = await addPet(owner.api, { name: 'Pamuk', species: 'dog', age: 4 });
      const bookingId = await book(owner.api, {
        kind: 'pet_walker',
        providerId: walker.id,
        petId,
        date: day(0),
        time: '10:00',
        hours: 1,
        addressForWalker: 'Moda İskelesi',
      });
      await act(walker.api, bookingId, 'accept');
      // The walker is at the door at 09:45, within the half hour before the walk it may start.
      await clock.set(at('09:45'));
      await act(walker.api, bookingId, 'walk/start');
      // Half a kilometre along Moda's shore, a reading every 3 s, as the walker's browser sends it.
      const startedAt = (await clock.now()).getTime();
      const points = Array.from({ length: 10 }, (_, i) => ({
        latitude: 40.9849 + Math.min(i, 5) * 0.00027,
        longitude: 29.0257 + Math.max(0, i - 5) * 0.00036,
        accuracyM: 6,
        recordedAt: new Date(startedAt + i * 3_000).toISOString(),
      }));
      const sent = await walker.api.post(`/api/bookings/${bookingId}/walk/points`, {
        data: { points },
      });
      expect(sent.status(), await sent.text()).toBe(200);

      // The walker's panel before the browser asks, then sharing (the browser may read its place).
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 40.9863, longitude: 29.0275 });
      await shareSession(walker.api, context);
      await walkerPage.goto('/');
      const today = hashPath(buildPath('petWalker.today'));
      await visit(walkerPage, 'walk-tracker-intro', today, /Konumu paylaş|Share location/);
      await walkerPage.getByRole('button', { name: 'Share location' }).click();
      await visit(walkerPage, 'walk-tracker-sharing', today, /^(Paylaşılıyor|Sharing)$/);

      const ownerSide = await pageAs(browser, owner.api, { clock });
      const ownerPage = ownerSide.page;
      await ownerPage.goto('/');
      const walkScreen = hashPath(buildPath('owner.bookings.walk', { bookingId }));
      await visit(ownerPage, 'live-walk', walkScreen, /Canlı izleniyor|Following live/);

      // Past the walk's hour, finished and reported: the owner's screen is the walk report.
      await clock.set(at('10:05'));
      await act(walker.api, bookingId, 'walk/finish');
      const upload = await walker.api.post('/api/files', {
        multipart: {
          file: { name: 'pamuk.png', mimeType: 'image/png', buffer: pawPhoto(3) },
          purpose: 'walk_report_photo',
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const photoId = ((await upload.json()) as { file: { id: string } }).file.id;
      const reported = await walker.api.post(`/api/bookings/${bookingId}/walk/report`, {
        data: {
          note: 'Sahil boyunca yürüdük; Pamuk bol bol koştu ve su içti.',
          photoIds: [photoId],
        },
      });
      expect(reported.status(), await reported.text()).toBe(201);
      await visit(ownerPage, 'walk-report', walkScreen, /Sahil boyunca yürüdük/);
      await visit(walkerPage, 'walk-report-button', today, /Raporu düzenle|Edit report/);
      await walkerPage.getByRole('button', { name: 'Edit report' }).click();
      await expect(walkerPage.getByRole('dialog', { name: 'Walk report' })).toBeVisible();
      await here(walkerPage, 'walk-report-form-en-desktop');
      await ownerSide.close();
    },
  },
];
