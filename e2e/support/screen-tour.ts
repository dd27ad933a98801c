import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

import {
  PLACES,
  createOwnerAt,
  createProvider,
  pawPhoto,
  sitterFields,
  tomorrow,
  trainerFields,
  turkishDate,
  vetFields,
  walkerFields,
} from '../specs/discovery/discovery-helpers.ts';
import {
  buildPath,
  createVerifiedUser,
  hashPath,
  newApi,
  shareSession,
  uniqueEmail,
  waitForOutbox,
} from './api.ts';
import { expectNoAxeViolations, waitForAnimationsToEnd } from './axe.ts';
import {
  act,
  addPet,
  book,
  comingMinute,
  pageAs,
  referralCodeOf,
  startWalkWhenOpen,
  waitUntilPast,
} from './bookings.ts';
import { formThrottle, logIn } from './forms.ts';
import { PET_PNG, uploadPetPhoto } from './pet-photo.ts';

/**
 * The tour of every screen of the app, signed out and as each role, in Turkish and English, on a
 * phone and a desktop. Two specs walk it: the accessibility check in `npm run e2e` (axe-core on
 * every stop) and the screenshot pass (`npm run screenshots`, the same stops photographed and
 * checked). A new screen joins a scene here, and both pick it up.
 */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 860 },
} as const;
export const LANGUAGES = ['tr', 'en'] as const;

type VisitOptions = {
  /** Brings the screen into the state to check (opens a form, submits it empty…) after it shows. */
  prepare?: (page: Page) => Promise<void>;
  /** Loads the screen again for every viewport (screens that move on by themselves, like the splash). */
  reloadEachViewport?: boolean;
};

export type Tour = {
  /**
   * Opens `path` in each language and viewport, waits for `waitFor`, then checks the screen
   * (named `<name>-<language>-<viewport>`). Ends in English on the desktop.
   */
  visit: (
    page: Page,
    name: string,
    path: string,
    waitFor: RegExp | string,
    options?: VisitOptions,
  ) => Promise<void>;
  /** Checks the page as it is now: an open dialog, a form's errors. `name` says language and viewport. */
  here: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;
};

/**
 * Waits two frames (for a layout that follows the viewport) and for every transition on the page
 * to end, so colours are checked at rest rather than mid-fade; endless ones (spinners) are left.
 */
const settle = async (page: Page) => {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await waitForAnimationsToEnd(page);
};

/** What a tour does at each stop: always axe-core; with `screenshotsTo`, a screenshot first. */
export const createTour = ({ screenshotsTo }: { screenshotsTo?: string } = {}): Tour => {
  const check = async (page: Page, name: string, fullPage: boolean) => {
    await settle(page);
    if (screenshotsTo) {
      // Pictures and fonts may still be arriving; a moment more keeps the shots steady.
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${screenshotsTo}/${name}.png`, fullPage });
    }
    await expectNoAxeViolations(page, name);
  };
  return {
    visit: async (page, name, path, waitFor, { prepare, reloadEachViewport = false } = {}) => {
      for (const lang of LANGUAGES) {
        let loaded = false;
        for (const [viewport, size] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(size);
          // The language is read at start-up, so each language needs a fresh load; the layout
          // follows the viewport without one. A screen put into a state by `prepare` starts over.
          if (!loaded || prepare || reloadEachViewport) {
            await page.evaluate((l) => window.localStorage.setItem('patili.locale', l), lang);
            // A whole new load of the path, with no earlier page to race: a hash change then a
            // reload once left a sitter's page on the dashboard `/` redirects to (not reproduced).
            await page.goto('about:blank');
            await page.goto(path);
            await expect(page.getByText(waitFor).first()).toBeVisible();
            loaded = true;
          }
          await prepare?.(page);
          await check(page, `${name}-${lang}-${viewport}`, true);
        }
      }
    },
    here: async (page, name, { fullPage = false } = {}) => {
      await check(page, name, fullPage);
    },
  };
};

type SceneFixtures = { page: Page; context: BrowserContext; browser: Browser };

export type Scene = {
  title: string;
  /** Playwright's time limit for the scene, in ms (a visit is two page loads and four checks). */
  timeout: number;
  run: (fixtures: SceneFixtures, tour: Tour) => Promise<void>;
};

/** A `YYYY-MM-DD` date `days` from today in Istanbul, whatever the browser's zone. */
const istanbulDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The scenes of the tour, each a Playwright test with its own users and data. */
export const SCENES: readonly Scene[] = [
  {
    title: 'public and auth screens',
    timeout: 240_000,
    run: async ({ page }, { visit }) => {
      await page.goto('/');
      await visit(page, 'splash', hashPath(buildPath('splash')), /^(Geç|Skip)$/, {
        reloadEachViewport: true,
      });
      await visit(
        page,
        'welcome',
        hashPath(buildPath('welcome')),
        /Patili'ye hoş geldin|Welcome to Patili/,
      );
      await visit(
        page,
        'login',
        hashPath(buildPath('login', undefined, { verified: '1' })),
        /E-posta doğrulandı|E-mail verified/,
      );
      await visit(page, 'register', hashPath(buildPath('register')), /Referans kodu|Referral code/);
      await visit(
        page,
        'password-reset',
        hashPath(buildPath('passwordReset')),
        /Şifremi unuttum|Forgot password/,
      );
      await visit(
        page,
        'new-password',
        hashPath(buildPath('authResetPassword', undefined, { token: 'x' })),
        /Yeni şifre belirle|Set a new password/,
      );
      await visit(
        page,
        'verify-email',
        hashPath(buildPath('verifyEmail', undefined, { registered: '1' })),
        /Kayıt başarılı|Registration successful/,
      );
      await visit(page, 'not-found', '/#/olmayan-sayfa', /Sayfa bulunamadı|Page not found/);
      await visit(page, 'terms', hashPath(buildPath('termsOfService')), /Temmuz 2024|July 2024/);
      await visit(
        page,
        'privacy',
        hashPath(buildPath('privacyPolicy')),
        /KVKK|6698|Gizlilik|Privacy/,
      );
      await visit(
        page,
        'disclaimer',
        hashPath(buildPath('legalDisclaimer')),
        /Yasal Uyarı|Legal Disclaimer/,
      );
      await visit(
        page,
        'outbox',
        hashPath(buildPath('outbox')),
        /Geliştirici gelen kutusu|Developer outbox/,
      );
    },
  },
  {
    title: 'owner dashboard and menu',
    timeout: 90_000,
    run: async ({ page, context }, { visit, here }) => {
      const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(
        page,
        'owner-dashboard',
        hashPath(buildPath('owner.dashboard')),
        /Merhaba Ayşe Yılmaz|Hello Ayşe Yılmaz/,
      );
      await page.setViewportSize(VIEWPORTS.phone);
      await page.getByRole('button', { name: /Menüyü aç|Open menu/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await here(page, 'owner-drawer-en-phone');
    },
  },
  {
    title: 'role selection',
    timeout: 90_000,
    run: async ({ page, context }, { visit }) => {
      const newcomer = await newApi();
      const email = uniqueEmail('roles');
      const { token } = (await (await newcomer.get('/api/auth/form-token')).json()) as {
        token: string;
      };
      await formThrottle().ready();
      await newcomer.post('/api/auth/sign-up/email', {
        data: {
          name: 'Deniz Aksoy',
          email,
          password: 'Patili-e2e-123',
          role: 'trainer',
          formToken: token,
        },
      });
      const mail = await waitForOutbox(newcomer, email);
      await newcomer.get(
        `/api/auth/verify-email?token=${new URLSearchParams(new URL(mail.link!).hash.split('?')[1]).get('token')}`,
      );
      await shareSession(newcomer, context);
      await page.goto('/');
      await visit(
        page,
        'role-selection',
        hashPath(buildPath('roleSelection')),
        /Rolünü seç|Choose your role/,
      );
    },
  },
  {
    title: 'provider and admin dashboards',
    timeout: 90_000,
    run: async ({ page, context, browser }, { visit }) => {
      const walker = await createVerifiedUser('pet_walker', 'Can Öztürk');
      await shareSession(walker.api, context);
      await page.goto('/');
      await visit(
        page,
        'walker-dashboard',
        hashPath(buildPath('petWalker.dashboard')),
        /Merhaba Can|Hello Can/,
      );

      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await logIn(admin, 'admin@patili.app', 'Admin-e2e-123');
      await expect(admin).toHaveURL(/#\/admin\/dashboard/);
      await visit(
        admin,
        'admin-dashboard',
        hashPath(buildPath('admin.dashboard')),
        /Toplam kullanıcı|Total users/,
      );
      await adminContext.close();
    },
  },
  {
    title: 'owner pets and dashboard',
    timeout: 180_000,
    run: async ({ page, context }, { visit, here }) => {
      const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(
        page,
        'owner-dashboard-no-pets',
        hashPath(buildPath('owner.dashboard')),
        /İlk evcil hayvanını ekle|Add your first pet/,
      );
      await visit(
        page,
        'pets-empty',
        hashPath(buildPath('owner.pets')),
        /Henüz evcil hayvan eklemedin|You have not added a pet yet/,
      );
      await visit(
        page,
        'pet-new',
        hashPath(buildPath('owner.pets.new')),
        /Yeni evcil hayvan|New pet/,
      );
      await page.setViewportSize(VIEWPORTS.phone);
      await page.getByRole('button', { name: /Evcil hayvanı ekle|Add pet/ }).click();
      await here(page, 'pet-new-errors-en-phone', { fullPage: true });

      const photoFileId = await uploadPetPhoto(owner.api);
      const pets = [
        {
          name: 'Pamuk',
          species: 'cat',
          breed: 'Van kedisi',
          birthdate: '2021-04-12',
          gender: 'female',
          notes: 'Tavuklu mama sever, sabahları oyun ister.',
          photoFileId,
        },
        { name: 'Karabaş', species: 'dog', breed: 'Kangal', age: 5, gender: 'male' },
        { name: 'Maviş', species: 'bird', breed: 'Muhabbet kuşu', age: 0 },
        {
          name: 'Fındık',
          species: 'other',
          breed: 'Hamster',
          age: 1,
          gender: 'unknown',
          notes: 'Gece aktif.',
        },
      ];
      let firstId = '';
      for (const pet of pets) {
        const response = await owner.api.post('/api/pets', { data: pet });
        expect(response.status(), await response.text()).toBe(201);
        firstId ||= ((await response.json()) as { pet: { id: string } }).pet.id;
      }
      await visit(page, 'pets-list', hashPath(buildPath('owner.pets')), /Karabaş/);
      await page
        .getByRole('button', { name: /Aşı kayıtlarını göster|Show vaccination records/ })
        .first()
        .click();
      await expect(page.getByText(/Henüz aşı kaydı yok|No vaccination records yet/)).toBeVisible();
      await here(page, 'pets-list-vaccinations-en-desktop');
      await visit(
        page,
        'pet-edit',
        hashPath(buildPath('owner.pets.edit', { petId: firstId })),
        /Aşı kayıtları|Vaccination records/,
      );
      await visit(
        page,
        'owner-dashboard-pets',
        hashPath(buildPath('owner.dashboard')),
        /Evcil hayvanlarımı yönet|Manage my pets/,
      );
    },
  },
  {
    title: 'discovery: browse, profile and vet request',
    timeout: 360_000,
    run: async ({ page, context }, { visit, here }) => {
      // Signed up side by side: each waits out its own sign-up form interval.
      const [owner, walker, vet, sitter] = await Promise.all([
        createOwnerAt('Ayşe Yılmaz', PLACES.kadikoyPier),
        createProvider('pet_walker', 'Deniz Yürür', {
          location: PLACES.moda,
          photos: 3,
          fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
        }),
        createProvider('veterinarian', 'Dr. Elif Kaya', {
          location: PLACES.moda,
          photos: 2,
          fields: vetFields({
            clinicName: 'Moda Veteriner Kliniği',
            specializations: ['cats', 'dogs', 'vaccination'],
            servicePlace: 'clinic',
            sessionFee: 500,
          }),
        }),
        createProvider('sitter', 'Mehmet Demir', {
          location: PLACES.fenerbahce,
          photos: 2,
          fields: sitterFields({ prices: { cat_care: 150, dog_care: 250, bird_care: 200 } }),
        }),
        createProvider('pet_walker', 'Ali Koşar', {
          location: PLACES.besiktas,
          photos: 1,
          fields: walkerFields({
            knowsFirstAid: false,
            hourlyRate: 120,
            areas: 'Maçka Parkı, Bebek sahili',
          }),
        }),
        createProvider('pet_walker', 'Ece Kılıç', {
          location: PLACES.uskudar,
          fields: walkerFields({
            knowsFirstAid: true,
            hourlyRate: 100,
            areas: 'Fethi Paşa Korusu',
          }),
        }),
        createProvider('veterinarian', 'Dr. Can Demir', {
          location: PLACES.cankaya,
          fields: vetFields({
            clinicName: 'Çankaya Egzotik Hayvan Kliniği',
            specializations: ['exotics', 'surgery'],
            servicePlace: 'home_visit',
            sessionFee: 750,
          }),
        }),
        createProvider('sitter', 'Oya Aydın', {
          location: PLACES.bornova,
          fields: sitterFields({
            prices: { reptile_care: 300 },
            bio: 'Sürüngenler ve egzotik hayvanlar konusunda deneyimliyim.',
          }),
        }),
        createProvider('trainer', 'Zeynep Arslan', {
          location: PLACES.besiktas,
          fields: trainerFields({
            specializations: ['İtaat eğitimi', 'Tasma eğitimi'],
            years: 6,
            fee: 400,
          }),
        }),
        createProvider('trainer', 'Burak Koç', {
          location: PLACES.bornova,
          fields: trainerFields({ specializations: ['Davranış sorunları'], years: 11, fee: 550 }),
        }),
      ]);
      await shareSession(owner.api, context);
      await page.goto('/');
      const request = {
        service: 'vaccination',
        date: tomorrow(),
        time: '10:30',
        notes: 'Karma aşı zamanı geldi.',
      };
      await visit(
        page,
        'browse-sitters',
        hashPath(buildPath('owner.sitters.browse')),
        /Mehmet Demir/,
      );
      await visit(
        page,
        'browse-vets-request',
        hashPath(buildPath('owner.veterinarians.browse', undefined, request)),
        /Dr. Elif Kaya/,
      );
      await visit(
        page,
        'browse-walkers',
        hashPath(
          buildPath('owner.petWalkers.browse', undefined, { firstAid: 'true', sort: 'distance' }),
        ),
        /Deniz Yürür/,
      );
      await visit(
        page,
        'browse-trainers',
        hashPath(buildPath('owner.trainers.browse')),
        /Zeynep Arslan/,
      );
      await visit(
        page,
        'browse-walkers-empty',
        hashPath(buildPath('owner.petWalkers.browse', undefined, { q: 'kanarya' })),
        /Aramana uyan kimse bulunamadı|Nobody matches your search/,
      );
      await visit(
        page,
        'provider-profile-vet',
        hashPath(
          buildPath(
            'owner.providers.profile',
            { providerId: vet.id },
            { kind: 'veterinarian', ...request },
          ),
        ),
        /Moda Veteriner Kliniği/,
      );
      await visit(
        page,
        'provider-profile-sitter',
        hashPath(
          buildPath('owner.providers.profile', { providerId: sitter.id }, { kind: 'sitter' }),
        ),
        /Bahçeli evimde/,
      );
      await visit(
        page,
        'provider-profile-walker',
        hashPath(
          buildPath('owner.providers.profile', { providerId: walker.id }, { kind: 'pet_walker' }),
        ),
        /Moda sahili/,
      );
      await visit(
        page,
        'vet-request',
        hashPath(buildPath('owner.veterinarians.request')),
        /Veterinerleri göster|Show veterinarians/,
      );
      await page.setViewportSize(VIEWPORTS.phone);
      await page.getByRole('button', { name: /Veterinerleri göster|Show veterinarians/ }).click();
      await here(page, 'vet-request-errors-en-phone', { fullPage: true });

      const newcomer = await createOwnerAt('Kaan Yeni', null);
      await shareSession(newcomer.api, context);
      await visit(
        page,
        'browse-trainers-no-location',
        hashPath(buildPath('owner.trainers.browse')),
        /Konumunu ekle|Add your location/,
      );
      await visit(
        page,
        'browse-vets-online-empty',
        hashPath(buildPath('owner.veterinarians.browse', undefined, { servicePlace: 'online' })),
        /Aramana uyan kimse bulunamadı|Nobody matches your search/,
      );
    },
  },
  {
    title: 'bookings: book with a quote, owner bookings, provider requests and appointments',
    timeout: 420_000,
    run: async ({ page, context, browser }, { visit, here }) => {
      const [owner, sitter, vet, walker] = await Promise.all([
        createOwnerAt('Ayşe Yılmaz', PLACES.kadikoyPier),
        createProvider('sitter', 'Mehmet Demir', {
          location: PLACES.moda,
          photos: 1,
          fields: sitterFields({ prices: { cat_care: 160, dog_care: 260 } }),
        }),
        createProvider('veterinarian', 'Dr. Elif Kaya', {
          location: PLACES.moda,
          fields: vetFields({
            clinicName: 'Moda Veteriner Kliniği',
            specializations: ['cats', 'dogs', 'vaccination'],
            servicePlace: 'clinic',
            sessionFee: 550,
          }),
        }),
        createProvider('pet_walker', 'Can Öztürk', {
          location: PLACES.fenerbahce,
          fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
        }),
      ]);
      const pet = await owner.api.post('/api/pets', {
        data: { name: 'Karamel', species: 'dog', breed: 'Golden Retriever', age: 4 },
      });
      expect(pet.status(), await pet.text()).toBe(201);
      const petId = ((await pet.json()) as { pet: { id: string } }).pet.id;
      // A day the sitter is away: the book screen's calendar and hint show it.
      const away = istanbulDate(10);
      const availability = await sitter.api.put('/api/bookings/availability', {
        data: { from: away, to: away, unavailableDays: [away] },
      });
      expect(availability.status(), await availability.text()).toBe(200);

      const book = async (data: Record<string, unknown>) => {
        const created = await owner.api.post('/api/bookings', { data: { petId, ...data } });
        expect(created.status(), await created.text()).toBe(201);
        return ((await created.json()) as { booking: { id: string } }).booking.id;
      };
      const act = async (api: APIRequestContext, id: string, action: string, note?: string) => {
        const response = await api.post(`/api/bookings/${id}/${action}`, {
          data: note ? { note } : {},
        });
        expect(response.status(), await response.text()).toBe(200);
      };
      const walk = (days: number, time: string) => ({
        kind: 'pet_walker',
        providerId: walker.id,
        date: istanbulDate(days),
        time,
        hours: 2,
        addressForWalker: 'Moda Parkı girişi',
      });
      // The walker: one request waiting, one confirmed, one rejected with a note, one the owner cancelled.
      await book(walk(2, '09:00'));
      await act(walker.api, await book(walk(3, '09:00')), 'accept');
      await act(
        walker.api,
        await book(walk(4, '18:00')),
        'reject',
        'O saatte başka bir yürüyüşüm var.',
      );
      const cancelled = await book(walk(5, '09:00'));
      await act(walker.api, cancelled, 'accept');
      await act(owner.api, cancelled, 'cancel', 'Planım değişti.');
      // The sitter and the vet: a request each.
      await book({
        kind: 'sitter',
        providerId: sitter.id,
        service: 'dog_care',
        startDate: istanbulDate(6),
        endDate: istanbulDate(8),
        notes: 'Akşam yürüyüşünü aksatmayalım lütfen.',
      });
      await book({
        kind: 'veterinarian',
        providerId: vet.id,
        service: 'vet_exam',
        date: istanbulDate(3),
        time: '14:30',
      });

      await shareSession(owner.api, context);
      await page.goto('/');
      const quoteShown = /Toplam|Total/;
      await visit(
        page,
        'book-sitter-quote',
        hashPath(buildPath('owner.sitters.book', { sitterId: sitter.id })),
        /Bakıcı rezervasyonu|Book a sitter/,
        {
          prepare: async (form) => {
            const english = (await form.evaluate(() => document.documentElement.lang)) === 'en';
            const typed = (iso: string) =>
              english ? iso.split('-').reverse().join('/') : turkishDate(iso);
            await form.getByRole('combobox', { name: /^(Hizmet|Service)/ }).click();
            await form.getByRole('option', { name: /Köpek|Dog/ }).click();
            for (const [label, days] of [
              [/^(Başlangıç tarihi|Start date)/, 3],
              [/^(Bitiş tarihi|End date)/, 5],
            ] as const) {
              await form.getByLabel(label).fill(typed(istanbulDate(days)));
              await form.getByLabel(label).press('Tab');
            }
            await expect(form.getByText(quoteShown).first()).toBeVisible();
            await form.evaluate(() => window.scrollTo(0, 0));
          },
        },
      );
      await visit(
        page,
        'book-vet-request-quote',
        hashPath(
          buildPath(
            'owner.veterinarians.book',
            { vetId: vet.id },
            { service: 'vaccination', date: istanbulDate(2), time: '10:30' },
          ),
        ),
        quoteShown,
      );
      await visit(
        page,
        'owner-bookings',
        hashPath(buildPath('owner.bookings')),
        /O saatte başka bir yürüyüşüm var/,
      );
      await page
        .getByRole('button', { name: /^(İptal et|Cancel)$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await here(page, 'owner-bookings-cancel-dialog-en-desktop');

      const providerPage = async (provider: { api: APIRequestContext }) => {
        const providerContext = await browser.newContext();
        await shareSession(provider.api, providerContext);
        const opened = await providerContext.newPage();
        await opened.goto('/');
        return { page: opened, close: () => providerContext.close() };
      };
      const walkerSide = await providerPage(walker);
      await visit(
        walkerSide.page,
        'walker-requests',
        hashPath(buildPath('petWalker.serviceRequests')),
        /Ayşe Yılmaz/,
      );
      await walkerSide.page
        .getByRole('button', { name: /^(Reddet|Reject)$/ })
        .first()
        .click();
      await expect(walkerSide.page.getByRole('dialog')).toBeVisible();
      await walkerSide.page.waitForTimeout(300);
      await here(walkerSide.page, 'walker-requests-reject-dialog-en-desktop');
      await visit(
        walkerSide.page,
        'walker-appointments',
        hashPath(buildPath('petWalker.appointments')),
        /Ayşe Yılmaz/,
      );
      await walkerSide.close();

      const sitterSide = await providerPage(sitter);
      await visit(
        sitterSide.page,
        'sitter-requests',
        hashPath(buildPath('sitter.requests')),
        /Ayşe Yılmaz/,
      );
      await visit(
        sitterSide.page,
        'sitter-reservations-empty',
        hashPath(buildPath('sitter.reservations')),
        /Onaylanmış işiniz yok|You have no confirmed jobs/,
      );
      await sitterSide.close();
    },
  },
  {
    title:
      'care work: walker, vet and trainer screens, reviews, notifications and a referral bonus',
    timeout: 900_000,
    run: async ({ browser }, { visit, here }) => {
      // Ayşe invited Deniz and the walker; Deniz books the three of them for the coming minute, so
      // after one short wait three services are completed: reviews, earnings, the walk's record
      // and Ayşe's commission-free days (3 completions) are all real.
      const ayse = await createOwnerAt('Ayşe Yılmaz', PLACES.kadikoyPier);
      const usedReferralCode = await referralCodeOf(ayse.api);
      const [deniz, walker, vet, trainer] = await Promise.all([
        createVerifiedUser('owner', 'Deniz Aksoy', { usedReferralCode }),
        createProvider('pet_walker', 'Can Öztürk', {
          location: PLACES.bornova,
          fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
          usedReferralCode,
        }),
        createProvider('veterinarian', 'Dr. Elif Kaya', {
          location: PLACES.bornova,
          fields: vetFields({
            clinicName: 'Bornova Veteriner Kliniği',
            specializations: ['cats', 'dogs', 'vaccination', 'emergency'],
            servicePlace: 'clinic',
            sessionFee: 550,
          }),
        }),
        createProvider('trainer', 'Zeynep Arslan', {
          location: PLACES.bornova,
          fields: trainerFields({ specializations: ['İtaat eğitimi'], years: 6, fee: 400 }),
        }),
      ]);
      const karamel = await addPet(deniz.api, {
        name: 'Karamel',
        species: 'dog',
        breed: 'Golden Retriever',
        age: 4,
      });
      const pamuk = await addPet(deniz.api, {
        name: 'Pamuk',
        species: 'cat',
        breed: 'Van kedisi',
        age: 3,
      });
      const findik = await addPet(deniz.api, {
        name: 'Fındık',
        species: 'dog',
        breed: 'Beagle',
        age: 2,
      });

      const slot = comingMinute(2);
      const walk = (petId: string, date: string, time: string, hours: number) => ({
        kind: 'pet_walker',
        providerId: walker.id,
        petId,
        date,
        time,
        hours,
        addressForWalker: 'Moda Parkı girişi',
      });
      const visitAt = (petId: string, service: string, date: string, time: string) => ({
        kind: 'veterinarian',
        providerId: vet.id,
        petId,
        service,
        date,
        time,
      });
      const session = (petId: string, date: string, time: string) => ({
        kind: 'trainer',
        providerId: trainer.id,
        petId,
        date,
        time,
      });
      const accepted = async (provider: APIRequestContext, data: Record<string, unknown>) => {
        const id = await book(deniz.api, data);
        await act(provider, id, 'accept');
        return id;
      };
      // Now: a walk, a vet visit and a training session, one pet each.
      const walkNow = await accepted(walker.api, walk(karamel, slot.date, slot.time, 1));
      const vetNow = await accepted(vet.api, visitAt(pamuk, 'vet_exam', slot.date, slot.time));
      const trainingNow = await accepted(trainer.api, session(findik, slot.date, slot.time));
      // Later: one of each state for the lists and the dashboards.
      await book(deniz.api, walk(findik, istanbulDate(2), '09:00', 2));
      await accepted(walker.api, walk(karamel, istanbulDate(3), '18:00', 2));
      await act(
        deniz.api,
        await accepted(walker.api, walk(karamel, istanbulDate(4), '09:00', 1)),
        'cancel',
        {
          note: 'Planım değişti.',
        },
      );
      await book(deniz.api, visitAt(karamel, 'vaccination', istanbulDate(2), '11:00'));
      await accepted(vet.api, visitAt(karamel, 'vet_exam', istanbulDate(3), '14:30'));
      await act(
        deniz.api,
        await accepted(vet.api, visitAt(findik, 'vet_exam', istanbulDate(5), '10:00')),
        'cancel',
        {
          note: 'Başka bir kliniğe gideceğiz.',
        },
      );
      await act(
        vet.api,
        await book(deniz.api, visitAt(pamuk, 'vaccination', istanbulDate(6), '16:00')),
        'reject',
        {
          note: 'O gün kliniğimiz kapalı.',
        },
      );
      await book(deniz.api, session(karamel, istanbulDate(2), '17:00'));
      await accepted(trainer.api, session(findik, istanbulDate(4), '17:00'));
      const off = [istanbulDate(8), istanbulDate(9), istanbulDate(15)];
      const calendar = await walker.api.put('/api/bookings/availability', {
        data: { from: istanbulDate(8), to: istanbulDate(15), unavailableDays: off },
      });
      expect(calendar.status(), await calendar.text()).toBe(200);

      // The vet's records of Pamuk and Karamel, and three emergency requests in three states.
      const today = istanbulDate(0);
      for (const [petId, vaccineName, notes] of [
        [pamuk, 'Kuduz', 'Bir sonraki doz bir yıl sonra.'],
        [pamuk, 'Karma (FVRCP)', ''],
        [karamel, 'Karma (DHPPi)', 'Seri no: 4821'],
      ] as const) {
        const saved = await vet.api.post(`/api/patients/${petId}/vaccinations`, {
          data: { vaccineName, vaccinationDate: today, notes },
        });
        expect(saved.status(), await saved.text()).toBe(201);
      }
      const record = await vet.api.post(`/api/patients/${pamuk}/records`, {
        data: {
          visitDate: today,
          reason: 'Yıllık kontrol',
          diagnosis: 'Genel durumu iyi; diş taşı başlangıcı.',
          treatment: 'Diş temizliği önerildi.',
          notes: 'Altı ay sonra kontrol.',
        },
      });
      expect(record.status(), await record.text()).toBe(201);
      const emergency = async (petId: string, location: string, description: string) => {
        const sent = await deniz.api.post('/api/emergencies', {
          data: { vetId: vet.id, petId, location, description },
        });
        expect(sent.status(), await sent.text()).toBe(201);
        return ((await sent.json()) as { request: { id: string } }).request.id;
      };
      const answer = async (id: string, action: string, note: string) => {
        const response = await vet.api.post(`/api/emergencies/${id}/${action}`, { data: { note } });
        expect(response.status(), await response.text()).toBe(200);
      };
      const resolved = await emergency(
        findik,
        'Bornova, Kazımdirik Mah.',
        'Arı soktu, burnu şişti.',
      );
      await answer(resolved, 'acknowledge', 'Kliniğe gelin, bekliyoruz.');
      await answer(resolved, 'resolve', 'Antihistaminik yapıldı; durumu iyi.');
      await answer(
        await emergency(
          pamuk,
          'Bornova, Erzene Mah. 85. Sok. No: 3',
          'Balkondan düştü, topallıyor.',
        ),
        'acknowledge',
        'Hemen kliniğe getirin, röntgen çekeceğiz.',
      );
      await emergency(
        karamel,
        'Bornova Büyük Park girişi',
        'Yerden bir şey yedi, kusmaya başladı.',
      );

      await startWalkWhenOpen(walker.api, walkNow);

      const as = async (api: APIRequestContext) => {
        const side = await pageAs(browser, api);
        await side.page.goto('/');
        return side;
      };

      // While the coming minute comes: the walker's walk under way and calendar.
      const walkerSide = await as(walker.api);
      const walkerPage = walkerSide.page;
      await visit(
        walkerPage,
        'walker-today',
        hashPath(buildPath('petWalker.today')),
        /Geçen süre|Elapsed/,
      );
      await visit(
        walkerPage,
        'walker-calendar',
        hashPath(buildPath('petWalker.calendar')),
        /Müsait değil|Not available/,
      );

      // The vet's clinic.
      const vetSide = await as(vet.api);
      const vetPage = vetSide.page;
      await visit(
        vetPage,
        'vet-dashboard',
        hashPath(buildPath('veterinarian.dashboard')),
        /Merhaba Dr. Elif|Hello Dr. Elif/,
      );
      await visit(vetPage, 'vet-patients', hashPath(buildPath('veterinarian.patients')), /Fındık/);
      await visit(
        vetPage,
        'vet-patient-detail',
        hashPath(buildPath('veterinarian.patients.detail', { patientId: pamuk })),
        /Diş temizliği önerildi/,
      );
      await vetPage.getByRole('button', { name: /^(Aşı ekle|Add vaccination)$/ }).click();
      await expect(vetPage.getByRole('dialog')).toBeVisible();
      await vetPage
        .getByRole('dialog')
        .getByRole('button', { name: /Aşıyı kaydet|Save vaccination/ })
        .click();
      await vetPage.waitForTimeout(300);
      await here(vetPage, 'vet-patient-vaccination-dialog-errors-en-desktop');
      await visit(
        vetPage,
        'vet-new-patient-record',
        hashPath(buildPath('veterinarian.patients.new')),
        /Yeni Muayene Kaydı|New Visit Record/,
      );
      await visit(
        vetPage,
        'vet-vaccinations',
        hashPath(buildPath('veterinarian.vaccinations')),
        /Karma \(DHPPi\)/,
      );
      await visit(
        vetPage,
        'vet-emergency',
        hashPath(buildPath('veterinarian.emergency')),
        /Yerden bir şey yedi/,
      );
      await vetPage
        .getByRole('button', { name: /^(İlgileniyorum|I'm on it)$/ })
        .first()
        .click();
      await expect(vetPage.getByRole('dialog')).toBeVisible();
      await vetPage.waitForTimeout(300);
      await here(vetPage, 'vet-emergency-answer-dialog-en-desktop');
      await visit(
        vetPage,
        'vet-cancelled-appointments',
        hashPath(buildPath('veterinarian.cancelledAppointments')),
        /O gün kliniğimiz kapalı/,
      );
      await visit(
        vetPage,
        'vet-appointments',
        hashPath(buildPath('veterinarian.appointments')),
        /Deniz Aksoy/,
      );

      // The owner: the vet's profile with the emergency prompt, and the pet with the vet's records.
      const denizSide = await as(deniz.api);
      const denizPage = denizSide.page;
      await visit(
        denizPage,
        'provider-profile-vet-emergency',
        hashPath(
          buildPath('owner.providers.profile', { providerId: vet.id }, { kind: 'veterinarian' }),
        ),
        /Acil bir durum mu var\?|Is it an emergency\?/,
      );
      await denizPage
        .getByRole('button', { name: /Acil durum talebi gönder|Send an emergency request/ })
        .click();
      await expect(denizPage.getByRole('dialog')).toBeVisible();
      await denizPage.waitForTimeout(300);
      await here(denizPage, 'emergency-request-dialog-en-desktop');
      await visit(
        denizPage,
        'pet-edit-vet-records',
        hashPath(buildPath('owner.pets.edit', { petId: pamuk })),
        /Yıllık kontrol|Kuduz/,
      );

      // The coming minute has come: the walker finishes (with the confirmation), the vet and the
      // trainer complete, and Deniz reviews all three.
      await waitUntilPast(slot.startsAt);
      await walkerPage.goto(hashPath(buildPath('petWalker.today')));
      await walkerPage.getByRole('button', { name: /^(Yürüyüşü bitir|Finish walk)$/ }).click();
      await expect(walkerPage.getByRole('dialog')).toBeVisible();
      await walkerPage.waitForTimeout(300);
      await here(walkerPage, 'walker-today-finish-dialog-en-desktop');
      await walkerPage
        .getByRole('dialog')
        .getByRole('button', { name: /^(Evet, bitir|Yes, finish)$/ })
        .click();
      // Finishing offers the walk report at once; the walker writes it later.
      const report = walkerPage.getByRole('dialog', { name: /^(Yürüyüş raporu|Walk report)$/ });
      await expect(report).toBeVisible();
      await report.getByRole('button', { name: /^(Sonra yaz|Write later)$/ }).click();
      // Both dialogs close: the confirmation may still be fading out beside the report, so count
      // them down to none (`toBeHidden` on two at once is a strict-mode failure, not a wait).
      await expect(walkerPage.getByRole('dialog')).toHaveCount(0);
      await act(vet.api, vetNow, 'complete');
      await act(trainer.api, trainingNow, 'complete');
      await act(deniz.api, walkNow, 'reviews', {
        rating: 5,
        comment: 'Karamel yürüyüşten çok mutlu döndü, fotoğraflar için de teşekkürler!',
      });
      await act(deniz.api, vetNow, 'reviews', {
        rating: 4,
        comment: 'İlgili ve sakin bir muayeneydi.',
      });
      await act(deniz.api, trainingNow, 'reviews', { rating: 5, comment: '' });

      await visit(
        walkerPage,
        'walker-today-done',
        hashPath(buildPath('petWalker.today')),
        /Bitti:|Finished:/,
      );
      await visit(
        walkerPage,
        'walker-history',
        hashPath(buildPath('petWalker.history')),
        /Moda Parkı girişi/,
      );
      await visit(
        walkerPage,
        'walker-earnings',
        hashPath(buildPath('petWalker.earnings')),
        /Toplam net kazanç|Total net earnings/,
      );
      await visit(
        walkerPage,
        'walker-reviews',
        hashPath(buildPath('petWalker.reviews')),
        /fotoğraflar için de teşekkürler/,
      );
      await visit(
        walkerPage,
        'walker-notifications',
        hashPath(buildPath('petWalker.notifications')),
        /okunmamış bildirim|unread notification/,
      );
      await visit(
        walkerPage,
        'walker-dashboard-busy',
        hashPath(buildPath('petWalker.dashboard')),
        /Merhaba Can|Hello Can/,
      );
      await visit(
        walkerPage,
        'walker-appointments-completed',
        hashPath(buildPath('petWalker.appointments', undefined, { tab: 'completed' })),
        /Deniz Aksoy/,
      );
      await walkerPage
        .getByRole('button', { name: /^(Sahibi değerlendir|Review the owner)$/ })
        .click();
      const ownerReview = walkerPage.getByRole('dialog');
      await expect(ownerReview).toBeVisible();
      const fourStars = ownerReview.getByRole('radio', { name: /^4 (yıldız|stars)$/ });
      await ownerReview.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
      await walkerPage.waitForTimeout(300);
      await here(walkerPage, 'walker-review-owner-dialog-en-desktop');
      await walkerSide.close();

      await visit(
        vetPage,
        'vet-reviews',
        hashPath(buildPath('veterinarian.reviews')),
        /İlgili ve sakin/,
      );
      await visit(
        vetPage,
        'vet-notifications',
        hashPath(buildPath('veterinarian.notifications')),
        /okunmamış bildirim|unread notification/,
      );
      await vetSide.close();

      const trainerSide = await as(trainer.api);
      await visit(
        trainerSide.page,
        'trainer-dashboard',
        hashPath(buildPath('trainer.dashboard')),
        /Merhaba Zeynep|Hello Zeynep/,
      );
      await visit(
        trainerSide.page,
        'trainer-reviews',
        hashPath(buildPath('trainer.reviews')),
        /Yorum yazılmadı|No comment/,
      );
      await trainerSide.close();

      await visit(
        denizPage,
        'owner-notifications',
        hashPath(buildPath('notifications')),
        /okunmamış bildirim|unread notification/,
      );
      await denizSide.close();

      // Ayşe: two invitees, one with three completed services, and thirty commission-free days.
      const ayseSide = await as(ayse.api);
      await visit(
        ayseSide.page,
        'owner-dashboard-referral',
        hashPath(buildPath('owner.dashboard')),
        /Komisyonsuz dönemin|commission-free period is running/,
      );
      await ayseSide.close();
    },
  },
  {
    title: 'sitter: availability calendar and dashboard',
    timeout: 180_000,
    run: async ({ browser }, { visit }) => {
      const [owner, sitter] = await Promise.all([
        createOwnerAt('Ayşe Yılmaz', PLACES.kadikoyPier),
        createProvider('sitter', 'Mehmet Demir', {
          location: PLACES.bornova,
          fields: sitterFields({ prices: { cat_care: 160, dog_care: 260 } }),
        }),
      ]);
      const petId = await addPet(owner.api, {
        name: 'Karabaş',
        species: 'dog',
        breed: 'Kangal',
        age: 5,
      });
      // A confirmed stay, a request and three days off, all within the month on screen or the next.
      const stay = await book(owner.api, {
        kind: 'sitter',
        providerId: sitter.id,
        petId,
        service: 'dog_care',
        startDate: istanbulDate(2),
        endDate: istanbulDate(4),
      });
      await act(sitter.api, stay, 'accept');
      await book(owner.api, {
        kind: 'sitter',
        providerId: sitter.id,
        petId,
        service: 'dog_care',
        startDate: istanbulDate(12),
        endDate: istanbulDate(13),
      });
      const off = [istanbulDate(6), istanbulDate(7), istanbulDate(20)];
      const saved = await sitter.api.put('/api/bookings/availability', {
        data: { from: istanbulDate(6), to: istanbulDate(20), unavailableDays: off },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const side = await pageAs(browser, sitter.api);
      await side.page.goto('/');
      await visit(
        side.page,
        'sitter-availability',
        hashPath(buildPath('sitter.availability')),
        /Müsait değil|Not available/,
      );
      await visit(
        side.page,
        'sitter-dashboard',
        hashPath(buildPath('sitter.dashboard')),
        /Merhaba Mehmet|Hello Mehmet/,
      );
      await side.close();
    },
  },
  {
    title: 'accounts: profile, settings and reactivation',
    timeout: 300_000,
    run: async ({ page, context, browser }, { visit, here }) => {
      const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
      const avatar = await owner.api.post('/api/files', {
        multipart: {
          file: { name: 'me.png', mimeType: 'image/png', buffer: PET_PNG },
          purpose: 'avatar',
        },
      });
      const avatarFileId = ((await avatar.json()) as { file: { id: string } }).file.id;
      const saved = await owner.api.put('/api/accounts/me/profile', {
        data: {
          name: 'Ayşe Yılmaz',
          contactPhone: '+905551112233',
          address: 'Caferağa Mah. Moda Cad. No: 12',
          location: { cityCode: '34', district: 'Kadıköy', mapPoint: null },
          avatarFileId,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await owner.api.post('/api/pets', { data: { name: 'Pamuk', species: 'cat', age: 3 } });
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(page, 'account-profile', hashPath(buildPath('profile')), /1 evcil hayvan|1 pet/);
      await visit(page, 'account-settings', hashPath(buildPath('accountSettings')), /Caferağa/);
      await visit(
        page,
        'account-settings-edit',
        hashPath(buildPath('accountSettings')),
        /Caferağa/,
        {
          prepare: async (edit) => {
            await edit
              .getByTestId('profile-details')
              .getByRole('button', { name: /Düzenle|Edit/ })
              .click();
            await expect(
              edit
                .getByTestId('profile-details')
                .getByRole('textbox', { name: /Ad Soyad|Full name/ }),
            ).toBeVisible();
            await edit
              .getByTestId('password-form')
              .getByRole('button', { name: /Şifreyi güncelle|Update password/ })
              .click();
            // Back to the top, so the sticky header is not drawn mid-page in the full-page shot.
            await edit.evaluate(() => window.scrollTo(0, 0));
            await edit.waitForTimeout(100);
          },
        },
      );
      await page.getByRole('button', { name: /Hesabımı sil|Delete my account/ }).click();
      await here(page, 'account-delete-dialog-en-desktop');

      const sitter = await createVerifiedUser('sitter', 'Mehmet Demir');
      const sitterContext = await browser.newContext();
      await shareSession(sitter.api, sitterContext);
      const sitterPage = await sitterContext.newPage();
      await sitterPage.goto('/');
      await visit(
        sitterPage,
        'account-profile-sitter',
        hashPath(buildPath('profile')),
        /Hizmet profilimi düzenle|Edit my service profile/,
      );
      await sitterContext.close();

      const frozen = await createVerifiedUser('trainer', 'Kemal Yıldız');
      const deactivated = await frozen.api.post('/api/accounts/me/deactivate', { data: {} });
      expect(deactivated.status(), await deactivated.text()).toBe(200);
      const again = await newApi();
      await again.post('/api/auth/sign-in/email', {
        data: { email: frozen.email, password: frozen.password },
      });
      const frozenContext = await browser.newContext();
      await shareSession(again, frozenContext);
      const frozenPage = await frozenContext.newPage();
      await frozenPage.goto('/');
      await visit(
        frozenPage,
        'account-reactivate',
        hashPath(buildPath('accountReactivate')),
        /Hesabınız dondurulmuş|Your account is deactivated/,
      );
      await frozenContext.close();
    },
  },
  {
    title: 'provider profile setup: the four kinds, empty and filled, and the admin notice',
    timeout: 480_000,
    run: async ({ browser }, { visit, here }) => {
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
      const kinds = [
        {
          kind: 'sitter',
          name: 'Elif Şahin',
          route: 'sitter.profileSetup',
          title: /Bakıcı profili|Sitter profile/,
        },
        {
          kind: 'veterinarian',
          name: 'Dr. Murat Kaya',
          route: 'veterinarian.profileSetup',
          title: /Veteriner profili|Veterinarian profile/,
        },
        {
          kind: 'pet_walker',
          name: 'Can Öztürk',
          route: 'petWalker.profileSetup',
          title: /Gezdirici profili|Pet walker profile/,
        },
        {
          kind: 'trainer',
          name: 'Deniz Aksoy',
          route: 'trainer.profileSetup',
          title: /Eğitmen profili|Trainer profile/,
        },
      ] as const;
      const photos = (api: APIRequestContext, purpose: string, count: number, seed: number) =>
        Promise.all(
          Array.from({ length: count }, (_, i) =>
            upload(api, purpose, `foto-${i}.png`, pawPhoto(i + seed), 'image/png'),
          ),
        );
      // Each kind's filled profile, with its uploads (made while the empty form is being checked).
      const bodies: Record<
        (typeof kinds)[number]['kind'],
        (api: APIRequestContext, seed: number) => Promise<Record<string, unknown>>
      > = {
        sitter: async (api, seed) => ({
          ...sitterFields({ prices: { cat_care: 175, dog_care: 260, bird_care: 200 } }),
          homeEnvironmentNotes:
            'Üç odalı, balkonlu bir evde yaşıyorum; sokağımızın sonunda geniş bir park var.',
          isLiveViewingEnabled: true,
          liveStreamLink: 'https://canli.patili.app/elif-ev',
          homePhotos: await photos(api, 'home_photo', 3, seed),
        }),
        veterinarian: async (api, seed) => ({
          ...vetFields({
            clinicName: 'Moda Veteriner Kliniği',
            specializations: ['cats', 'dogs', 'vaccination', 'dentistry'],
            servicePlace: 'clinic',
            sessionFee: 600,
          }),
          worksWithExotics: true,
          clinicPhotos: await photos(api, 'clinic_photo', 2, seed),
          certificate: [
            await upload(api, 'vet_certificate', 'diploma.pdf', PDF, 'application/pdf'),
          ],
        }),
        pet_walker: async (api, seed) => ({
          ...walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
          walkerServiceRegions: ['Kadıköy', 'Moda', 'Fenerbahçe'],
          specialServices: ['ilaç verme', 'yavru köpek gezdirme'],
          walkerSpeciesPreference: ['dog', 'cat'],
          walkerExperienceNotes: 'Beş yıldır her boyutta köpek gezdiriyorum.',
          walkerWeeklyAvailability: 'Hafta içi 08:00-11:00 ve 17:00-20:00',
          walkVisuals: await photos(api, 'walk_visual', 4, seed),
        }),
        trainer: async (api) => ({
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
      };
      const providers = await Promise.all(
        kinds.map(({ kind, name }) => createVerifiedUser(kind, name)),
      );
      for (const [index, { kind, name, route, title }] of kinds.entries()) {
        const provider = providers[index]!;
        const body = bodies[kind](provider.api, name.length);
        body.catch(() => undefined); // awaited below; a failure there, not an unhandled rejection now
        const providerContext = await browser.newContext();
        await shareSession(provider.api, providerContext);
        const providerPage = await providerContext.newPage();
        await providerPage.goto(hashPath(buildPath(route)));
        await expect(
          providerPage.getByRole('button', { name: /Profili kaydet|Save profile/ }),
        ).toBeVisible();
        const slug = kind.replace('_', '-');
        await visit(providerPage, `${slug}-profile-setup-empty`, hashPath(buildPath(route)), title);
        await providerPage.setViewportSize(VIEWPORTS.phone);
        await providerPage.getByRole('button', { name: /Profili kaydet|Save profile/ }).click();
        await providerPage.evaluate(() => window.scrollTo(0, 0));
        await here(providerPage, `${slug}-profile-setup-errors-en-phone`, { fullPage: true });

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
        await providerPage.goto(hashPath(buildPath(route)));
        await expect(providerPage.getByText(title).first()).toBeVisible();
        await expect
          .poll(() =>
            providerPage
              .locator('img')
              .evaluateAll((images) =>
                images.every(
                  (img) =>
                    (img as HTMLImageElement).complete &&
                    (img as HTMLImageElement).naturalWidth > 0,
                ),
              ),
          )
          .toBe(true);
        await visit(
          providerPage,
          `${slug}-profile-setup-filled`,
          hashPath(buildPath(route)),
          title,
        );
        await providerContext.close();
      }

      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await logIn(admin, 'admin@patili.app', 'Admin-e2e-123');
      await expect(admin).toHaveURL(/#\/admin\/dashboard/);
      await visit(
        admin,
        'profile-setup-admin',
        hashPath(buildPath('trainer.profileSetup')),
        /Yönetici hesabının hizmet veren profili yok|The admin account has no provider profile/,
      );
      await adminContext.close();
    },
  },
  {
    title: 'a walk followed live: the walker’s tracking panel, the owner’s live screen and report',
    timeout: 480_000,
    run: async ({ browser }, { visit, here }) => {
      const [owner, walker] = await Promise.all([
        createOwnerAt('Ece Gezgin', null),
        createProvider('pet_walker', 'Murat Patiyol', {
          location: PLACES.bornova,
          fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
        }),
      ]);
      const petId = await addPet(owner.api, { name: 'Pamuk', species: 'dog', age: 4 });
      const slot = comingMinute(2);
      const bookingId = await book(owner.api, {
        kind: 'pet_walker',
        providerId: walker.id,
        petId,
        date: slot.date,
        time: slot.time,
        hours: 1,
        addressForWalker: 'Moda İskelesi',
      });
      await act(walker.api, bookingId, 'accept');
      await startWalkWhenOpen(walker.api, bookingId);
      // Half a kilometre along Moda's shore, a reading every 3 s, as the walker's browser sends it.
      const at = Date.now();
      const points = Array.from({ length: 10 }, (_, i) => ({
        latitude: 40.9849 + Math.min(i, 5) * 0.00027,
        longitude: 29.0257 + Math.max(0, i - 5) * 0.00036,
        accuracyM: 6,
        recordedAt: new Date(at + i * 3_000).toISOString(),
      }));
      const sent = await walker.api.post(`/api/bookings/${bookingId}/walk/points`, {
        data: { points },
      });
      expect(sent.status(), await sent.text()).toBe(200);

      // The walker's panel before the browser asks, then sharing (the browser may read the position).
      const walkerContext = await browser.newContext({
        permissions: ['geolocation'],
        geolocation: { latitude: 40.9863, longitude: 29.0275 },
      });
      await shareSession(walker.api, walkerContext);
      const walkerPage = await walkerContext.newPage();
      await walkerPage.goto('/');
      const today = hashPath(buildPath('petWalker.today'));
      await visit(walkerPage, 'walk-tracker-intro', today, /Konumu paylaş|Share location/);
      await walkerPage.getByRole('button', { name: 'Share location' }).click();
      await visit(walkerPage, 'walk-tracker-sharing', today, /^(Paylaşılıyor|Sharing)$/);

      const ownerSide = await pageAs(browser, owner.api);
      const ownerPage = ownerSide.page;
      await ownerPage.goto('/');
      const walkScreen = hashPath(buildPath('owner.bookings.walk', { bookingId }));
      await visit(ownerPage, 'live-walk', walkScreen, /Canlı izleniyor|Following live/);

      // Finished and reported: the owner's screen is the walk report.
      await waitUntilPast(slot.startsAt);
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
      await walkerContext.close();
    },
  },
];
