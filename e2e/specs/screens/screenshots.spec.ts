import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, newApi, shareSession, uniqueEmail, waitForOutbox } from '../../support/api.ts';
import { formThrottle, logIn } from '../../support/forms.ts';
import { PLACES, createOwnerAt, createProvider, pawPhoto, sitterFields, tomorrow, trainerFields, vetFields, walkerFields } from '../discovery/discovery-helpers.ts';
import { PET_PNG, uploadPetPhoto } from '../../support/pet-photo.ts';

/**
 * `npm run screenshots --workspace @patili/e2e`: every screen of the foundation in Turkish and
 * English, phone and desktop, written to e2e/screenshots/ to be looked at. Skipped in `npm run e2e`.
 */
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } } as const;
const OUT = 'screenshots';

const shoot = async (page: Page, name: string, path: string, waitFor: RegExp | string) => {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    for (const lang of ['tr', 'en'] as const) {
      await page.evaluate((l) => window.localStorage.setItem('patili.locale', l), lang);
      await page.goto(path);
      await page.reload();
      await expect(page.getByText(waitFor).first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/${name}-${lang}-${viewport}.png`, fullPage: true });
    }
  }
};

test.describe('@screens', () => {
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

  test('public and auth screens', async ({ page }) => {
    await page.goto('/');
    await shoot(page, 'welcome', hashPath(buildPath('welcome')), /Patili'ye hoş geldin|Welcome to Patili/);
    await shoot(page, 'login', hashPath(buildPath('login', undefined, { verified: '1' })), /E-posta doğrulandı|E-mail verified/);
    await shoot(page, 'register', hashPath(buildPath('register')), /Referans kodu|Referral code/);
    await shoot(page, 'password-reset', hashPath(buildPath('passwordReset')), /Şifremi unuttum|Forgot password/);
    await shoot(page, 'new-password', hashPath(buildPath('authResetPassword', undefined, { token: 'x' })), /Yeni şifre belirle|Set a new password/);
    await shoot(page, 'verify-email', hashPath(buildPath('verifyEmail', undefined, { registered: '1' })), /Kayıt başarılı|Registration successful/);
    await shoot(page, 'not-found', '/#/olmayan-sayfa', /Sayfa bulunamadı|Page not found/);
    await shoot(page, 'terms', hashPath(buildPath('termsOfService')), /Temmuz 2024|July 2024/);
    await shoot(page, 'privacy', hashPath(buildPath('privacyPolicy')), /KVKK|6698|Gizlilik|Privacy/);
    await shoot(page, 'disclaimer', hashPath(buildPath('legalDisclaimer')), /Yasal Uyarı|Legal Disclaimer/);
    await shoot(page, 'outbox', hashPath(buildPath('outbox')), /Geliştirici gelen kutusu|Developer outbox/);
  });

  test('signed-in screens', async ({ page, context }) => {
    const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
    await shareSession(owner.api, context);
    await page.goto('/');
    await shoot(page, 'owner-dashboard', hashPath(buildPath('owner.dashboard')), /Merhaba Ayşe Yılmaz|Hello Ayşe Yılmaz/);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: /Menüyü aç|Open menu/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/owner-drawer-en-phone.png` });
  });

  test('role selection', async ({ page, context }) => {
    const newcomer = await newApi();
    const email = uniqueEmail('roles');
    const { token } = (await (await newcomer.get('/api/auth/form-token')).json()) as { token: string };
    await formThrottle().ready();
    await newcomer.post('/api/auth/sign-up/email', { data: { name: 'Deniz Aksoy', email, password: 'Patili-e2e-123', role: 'trainer', formToken: token } });
    const mail = await waitForOutbox(newcomer, email);
    await newcomer.get(`/api/auth/verify-email?token=${new URLSearchParams(new URL(mail.link!).hash.split('?')[1]).get('token')}`);
    await shareSession(newcomer, context);
    await page.goto('/');
    await shoot(page, 'role-selection', hashPath(buildPath('roleSelection')), /Rolünü seç|Choose your role/);
  });

  test('role selection and admin', async ({ page, context, browser }) => {
    const walker = await createVerifiedUser('pet_walker', 'Can Öztürk');
    await shareSession(walker.api, context);
    await page.goto('/');
    await shoot(page, 'walker-dashboard', hashPath(buildPath('petWalker.dashboard')), /Merhaba Can|Hello Can/);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logIn(admin, 'admin@patili.app', 'Admin-e2e-123');
    await expect(admin).toHaveURL(/#\/admin\/dashboard/);
    await shoot(admin, 'admin-dashboard', hashPath(buildPath('admin.dashboard')), /Toplam kullanıcı|Total users/);
    await adminContext.close();
  });
  test('owner pets and dashboard', async ({ page, context }) => {
    const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
    await shareSession(owner.api, context);
    await page.goto('/');
    await shoot(page, 'owner-dashboard-no-pets', hashPath(buildPath('owner.dashboard')), /İlk evcil hayvanını ekle|Add your first pet/);
    await shoot(page, 'pets-empty', hashPath(buildPath('owner.pets')), /Henüz evcil hayvan eklemedin|You have not added a pet yet/);
    await shoot(page, 'pet-new', hashPath(buildPath('owner.pets.new')), /Yeni evcil hayvan|New pet/);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: /Evcil hayvanı ekle|Add pet/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/pet-new-errors-en-phone.png`, fullPage: true });

    const photoFileId = await uploadPetPhoto(owner.api);
    const pets = [
      { name: 'Pamuk', species: 'cat', breed: 'Van kedisi', birthdate: '2021-04-12', gender: 'female', notes: 'Tavuklu mama sever, sabahları oyun ister.', photoFileId },
      { name: 'Karabaş', species: 'dog', breed: 'Kangal', age: 5, gender: 'male' },
      { name: 'Maviş', species: 'bird', breed: 'Muhabbet kuşu', age: 0 },
      { name: 'Fındık', species: 'other', breed: 'Hamster', age: 1, gender: 'unknown', notes: 'Gece aktif.' },
    ];
    let firstId = '';
    for (const pet of pets) {
      const response = await owner.api.post('/api/pets', { data: pet });
      expect(response.status(), await response.text()).toBe(201);
      firstId ||= ((await response.json()) as { pet: { id: string } }).pet.id;
    }
    await shoot(page, 'pets-list', hashPath(buildPath('owner.pets')), /Karabaş/);
    await page.getByRole('button', { name: /Aşı kayıtlarını göster|Show vaccination records/ }).first().click();
    await expect(page.getByText(/Henüz aşı kaydı yok|No vaccination records yet/)).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/pets-list-vaccinations-en-desktop.png` });
    await shoot(page, 'pet-edit', hashPath(buildPath('owner.pets.edit', { petId: firstId })), /Aşı kayıtları|Vaccination records/);
    await shoot(page, 'owner-dashboard-pets', hashPath(buildPath('owner.dashboard')), /Evcil hayvanlarımı yönet|Manage my pets/);
  });

  test('discovery: browse, profile and vet request', async ({ page, context }) => {
    test.setTimeout(300_000);
    const owner = await createOwnerAt('Ayşe Yılmaz', PLACES.kadikoyPier);
    const walker = await createProvider('pet_walker', 'Deniz Yürür', { location: PLACES.moda, photos: 3, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }) });
    await createProvider('pet_walker', 'Ali Koşar', { location: PLACES.besiktas, photos: 1, fields: walkerFields({ knowsFirstAid: false, hourlyRate: 120, areas: 'Maçka Parkı, Bebek sahili' }) });
    await createProvider('pet_walker', 'Ece Kılıç', { location: PLACES.uskudar, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 100, areas: 'Fethi Paşa Korusu' }) });
    const vet = await createProvider('veterinarian', 'Dr. Elif Kaya', {
      location: PLACES.moda,
      photos: 2,
      fields: vetFields({ clinicName: 'Moda Veteriner Kliniği', specializations: ['cats', 'dogs', 'vaccination'], servicePlace: 'clinic', sessionFee: 500 }),
    });
    await createProvider('veterinarian', 'Dr. Can Demir', {
      location: PLACES.cankaya,
      fields: vetFields({ clinicName: 'Çankaya Egzotik Hayvan Kliniği', specializations: ['exotics', 'surgery'], servicePlace: 'home_visit', sessionFee: 750 }),
    });
    const sitter = await createProvider('sitter', 'Mehmet Demir', { location: PLACES.fenerbahce, photos: 2, fields: sitterFields({ prices: { cat_care: 150, dog_care: 250, bird_care: 200 } }) });
    await createProvider('sitter', 'Oya Aydın', { location: PLACES.bornova, fields: sitterFields({ prices: { reptile_care: 300 }, bio: 'Sürüngenler ve egzotik hayvanlar konusunda deneyimliyim.' }) });
    await createProvider('trainer', 'Zeynep Arslan', { location: PLACES.besiktas, fields: trainerFields({ specializations: ['İtaat eğitimi', 'Tasma eğitimi'], years: 6, fee: 400 }) });
    await createProvider('trainer', 'Burak Koç', { location: PLACES.bornova, fields: trainerFields({ specializations: ['Davranış sorunları'], years: 11, fee: 550 }) });
    await shareSession(owner.api, context);
    await page.goto('/');
    const request = { service: 'vaccination', date: tomorrow(), time: '10:30', notes: 'Karma aşı zamanı geldi.' };
    await shoot(page, 'browse-sitters', hashPath(buildPath('owner.sitters.browse')), /Mehmet Demir/);
    await shoot(page, 'browse-vets-request', hashPath(buildPath('owner.veterinarians.browse', undefined, request)), /Dr. Elif Kaya/);
    await shoot(page, 'browse-walkers', hashPath(buildPath('owner.petWalkers.browse', undefined, { firstAid: 'true', sort: 'distance' })), /Deniz Yürür/);
    await shoot(page, 'browse-trainers', hashPath(buildPath('owner.trainers.browse')), /Zeynep Arslan/);
    await shoot(page, 'browse-walkers-empty', hashPath(buildPath('owner.petWalkers.browse', undefined, { q: 'kanarya' })), /Aramana uyan kimse bulunamadı|Nobody matches your search/);
    await shoot(page, 'provider-profile-vet', hashPath(buildPath('owner.providers.profile', { providerId: vet.id }, { kind: 'veterinarian', ...request })), /Moda Veteriner Kliniği/);
    await shoot(page, 'provider-profile-sitter', hashPath(buildPath('owner.providers.profile', { providerId: sitter.id }, { kind: 'sitter' })), /Bahçeli evimde/);
    await shoot(page, 'provider-profile-walker', hashPath(buildPath('owner.providers.profile', { providerId: walker.id }, { kind: 'pet_walker' })), /Moda sahili/);
    await shoot(page, 'vet-request', hashPath(buildPath('owner.veterinarians.request')), /Veterinerleri göster|Show veterinarians/);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: /Veterinerleri göster|Show veterinarians/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/vet-request-errors-en-phone.png`, fullPage: true });

    const newcomer = await createOwnerAt('Kaan Yeni', null);
    await shareSession(newcomer.api, context);
    await shoot(page, 'browse-trainers-no-location', hashPath(buildPath('owner.trainers.browse')), /Konumunu ekle|Add your location/);
    await shoot(page, 'browse-vets-online-empty', hashPath(buildPath('owner.veterinarians.browse', undefined, { servicePlace: 'online' })), /Aramana uyan kimse bulunamadı|Nobody matches your search/);
  });

  test('accounts: profile, settings and reactivation', async ({ page, context, browser }) => {
    test.setTimeout(240_000);
    const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
    const avatar = await owner.api.post('/api/files', {
      multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: PET_PNG }, purpose: 'avatar' },
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
    await shoot(page, 'account-profile', hashPath(buildPath('profile')), /1 evcil hayvan|1 pet/);
    await shoot(page, 'account-settings', hashPath(buildPath('accountSettings')), /Caferağa/);
    for (const [viewport, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      for (const lang of ['tr', 'en'] as const) {
        await page.evaluate((l) => window.localStorage.setItem('patili.locale', l), lang);
        await page.goto(hashPath(buildPath('accountSettings')));
        await page.reload();
        await page.getByTestId('profile-details').getByRole('button', { name: /Düzenle|Edit/ }).click();
        await expect(page.getByTestId('profile-details').getByRole('textbox', { name: /Ad Soyad|Full name/ })).toBeVisible();
        await page.getByTestId('password-form').getByRole('button', { name: /Şifreyi güncelle|Update password/ }).click();
        // Back to the top, so the sticky header is not drawn mid-page in the full-page shot.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT}/account-settings-edit-${lang}-${viewport}.png`, fullPage: true });
      }
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('button', { name: /Hesabımı sil|Delete my account/ }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/account-delete-dialog-en-desktop.png` });

    const sitter = await createVerifiedUser('sitter', 'Mehmet Demir');
    const sitterContext = await browser.newContext();
    await shareSession(sitter.api, sitterContext);
    const sitterPage = await sitterContext.newPage();
    await sitterPage.goto('/');
    await shoot(sitterPage, 'account-profile-sitter', hashPath(buildPath('profile')), /Hizmet profilimi düzenle|Edit my service profile/);
    await sitterContext.close();

    const frozen = await createVerifiedUser('trainer', 'Kemal Yıldız');
    await frozen.api.post('/api/accounts/me/deactivate');
    const again = await newApi();
    await again.post('/api/auth/sign-in/email', { data: { email: frozen.email, password: frozen.password } });
    const frozenContext = await browser.newContext();
    await shareSession(again, frozenContext);
    const frozenPage = await frozenContext.newPage();
    await frozenPage.goto('/');
    await shoot(frozenPage, 'account-reactivate', hashPath(buildPath('accountReactivate')), /Hesabınız dondurulmuş|Your account is deactivated/);
    await frozenContext.close();
  });
  test('provider profile setup: the four kinds, empty and filled, and the admin notice', async ({ browser }) => {
    test.setTimeout(420_000);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const upload = async (api: Awaited<ReturnType<typeof createVerifiedUser>>['api'], purpose: string, name: string, buffer: Buffer, mimeType: string) => {
      const response = await api.post('/api/files', { multipart: { file: { name, mimeType, buffer }, purpose } });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { file: { id: string } }).file.id;
    };
    const kinds = [
      { kind: 'sitter', name: 'Elif Şahin', route: 'sitter.profileSetup', title: /Bakıcı profili|Sitter profile/ },
      { kind: 'veterinarian', name: 'Dr. Murat Kaya', route: 'veterinarian.profileSetup', title: /Veteriner profili|Veterinarian profile/ },
      { kind: 'pet_walker', name: 'Can Öztürk', route: 'petWalker.profileSetup', title: /Gezdirici profili|Pet walker profile/ },
      { kind: 'trainer', name: 'Deniz Aksoy', route: 'trainer.profileSetup', title: /Eğitmen profili|Trainer profile/ },
    ] as const;
    for (const { kind, name, route, title } of kinds) {
      const provider = await createVerifiedUser(kind, name);
      const providerContext = await browser.newContext();
      await shareSession(provider.api, providerContext);
      const providerPage = await providerContext.newPage();
      await providerPage.goto(hashPath(buildPath(route)));
      await expect(providerPage.getByRole('button', { name: /Profili kaydet|Save profile/ })).toBeVisible();
      const slug = kind.replace('_', '-');
      await shoot(providerPage, `${slug}-profile-setup-empty`, hashPath(buildPath(route)), title);
      await providerPage.setViewportSize(VIEWPORTS.phone);
      await providerPage.getByRole('button', { name: /Profili kaydet|Save profile/ }).click();
      await providerPage.evaluate(() => window.scrollTo(0, 0));
      await providerPage.waitForTimeout(500);
      await providerPage.screenshot({ path: `${OUT}/${slug}-profile-setup-errors-en-phone.png`, fullPage: true });

      const photos = async (purpose: string, count: number) => {
        const ids: string[] = [];
        for (let i = 0; i < count; i += 1) ids.push(await upload(provider.api, purpose, `foto-${i}.png`, pawPhoto(i + name.length), 'image/png'));
        return ids;
      };
      const location = { cityCode: '34', district: 'Kadıköy', mapPoint: { latitude: 40.987, longitude: 29.036 } };
      const bodies: Record<typeof kind, Record<string, unknown>> = {
        sitter: {
          ...sitterFields({ prices: { cat_care: 175, dog_care: 260, bird_care: 200 } }),
          homeEnvironmentNotes: 'Üç odalı, balkonlu bir evde yaşıyorum; sokağımızın sonunda geniş bir park var.',
          isLiveViewingEnabled: true,
          liveStreamLink: 'https://canli.patili.app/elif-ev',
          homePhotos: await photos('home_photo', 3),
        },
        veterinarian: {
          ...vetFields({ clinicName: 'Moda Veteriner Kliniği', specializations: ['cats', 'dogs', 'vaccination', 'dentistry'], servicePlace: 'clinic', sessionFee: 600 }),
          worksWithExotics: true,
          clinicPhotos: await photos('clinic_photo', 2),
          certificate: [await upload(provider.api, 'vet_certificate', 'diploma.pdf', pdf, 'application/pdf')],
        },
        pet_walker: {
          ...walkerFields({ knowsFirstAid: true, hourlyRate: 150 }),
          walkerServiceRegions: ['Kadıköy', 'Moda', 'Fenerbahçe'],
          specialServices: ['ilaç verme', 'yavru köpek gezdirme'],
          walkerSpeciesPreference: ['dog', 'cat'],
          walkerExperienceNotes: 'Beş yıldır her boyutta köpek gezdiriyorum.',
          walkerWeeklyAvailability: 'Hafta içi 08:00-11:00 ve 17:00-20:00',
          walkVisuals: await photos('walk_visual', 4),
        },
        trainer: {
          ...trainerFields({ specializations: ['itaat eğitimi', 'tasma eğitimi', 'davranış sorunları'], years: 7, fee: 450 }),
          trainerAvailabilityNotes: 'Hafta sonları da seans verebilirim.',
          trainerVideoUrl: 'https://video.patili.app/deniz-tanitim',
          trainerCertifications: [
            await upload(provider.api, 'trainer_certification', 'sertifika.pdf', pdf, 'application/pdf'),
            await upload(provider.api, 'trainer_certification', 'rozet.png', pawPhoto(2), 'image/png'),
          ],
        },
      };
      const saved = await provider.api.put('/api/providers/me', { data: { kind, ...bodies[kind], location } });
      expect(saved.status(), await saved.text()).toBe(200);
      // Load once so the gallery pictures are in the cache before the timed shots.
      await providerPage.goto(hashPath(buildPath(route)));
      await expect(providerPage.getByText(title).first()).toBeVisible();
      await expect
        .poll(() => providerPage.locator('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
      await shoot(providerPage, `${slug}-profile-setup-filled`, hashPath(buildPath(route)), title);
      await providerContext.close();
    }

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logIn(admin, 'admin@patili.app', 'Admin-e2e-123');
    await expect(admin).toHaveURL(/#\/admin\/dashboard/);
    await shoot(admin, 'profile-setup-admin', hashPath(buildPath('trainer.profileSetup')), /Yönetici hesabının hizmet veren profili yok|The admin account has no provider profile/);
    await adminContext.close();
  });
});
