import { formatTicketNumber } from '@patili/domain/support';
import { expect } from '@playwright/test';

import { adminApi, buildPath, createVerifiedUser, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectWholeBadges } from '../../support/badges.ts';
import { istanbulDate, notificationBell, pageAs } from '../../support/bookings.ts';
import { pick } from '../../support/select.ts';
import { createTour } from '../../support/tour/tour.ts';
import { watchForScripts, XSS_PAYLOADS, XSS_TEXT } from '../../support/xss.ts';
import { test } from '../../support/fixtures.ts';
import { adminPage } from './admin-helpers.ts';

// The subject takes 150 characters; the description and messages 5000.
const SUBJECT = `Ödeme dekontu onaylanmadı ${XSS_PAYLOADS[1]}`.slice(0, 150);
const DESCRIPTION = `Dün havale yaptım, dekont yükledim.\n${XSS_TEXT}`;
const USER_REPLY = `Rezervasyon referansını açıklamaya yazmıştım. ${XSS_PAYLOADS[0]}`;
const ADMIN_REPLY = 'Merhaba, dekontunuzu kontrol ediyoruz; bugün içinde onaylanacak.';

/** `YYYY-MM-DD` as the Turkish date field shows it. */
const turkishDate = (iso: string) => iso.split('-').reverse().join('.');

test('[owner][admin][support]: a user opens a ticket from the account menu and writes again; the admin sees it highlighted, answers and sets it in progress; the user sees the answer and a notification; the action log lists the admin’s actions', async ({
  browser,
}) => {
  const owner = await createVerifiedUser('owner', 'Selin Destekli');
  const adminSession = await adminApi();

  // --- The user opens a ticket from the My Account menu. -------------------------------------
  const userSide = await pageAs(browser, owner.api);
  const page = userSide.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  const userScripts = watchForScripts(page);
  await page.goto(hashPath(buildPath('owner.dashboard')));
  await page.getByRole('button', { name: 'Hesabım' }).click();
  await page.getByRole('menuitem', { name: 'Destek taleplerim' }).click();
  await expect(page).toHaveURL(/#\/support$/);
  await expect(page.getByRole('heading', { name: 'Destek taleplerim' })).toBeVisible();
  await expect(page.getByText('Henüz destek talebiniz yok.')).toBeVisible();
  await expectNoAxeViolations(page, 'support list, empty (tr)');

  await page.getByRole('button', { name: 'Yeni talep' }).click();
  await page.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(page.getByText('Lütfen bir konu yazın.')).toBeVisible();
  await expect(page.getByText('Lütfen sorununuzu açıklayın.')).toBeVisible();
  await expectNoAxeViolations(page, 'new ticket form with errors (tr)');
  await page.getByRole('textbox', { name: 'Konu' }).fill(SUBJECT);
  await page.getByRole('textbox', { name: 'Açıklama' }).fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Talebi gönder' }).click();

  await expect(page).toHaveURL(/#\/support\/[0-9a-f-]{36}\?created=1$/);
  const ticketId = /support\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const created = (await (await owner.api.get(`/api/support/tickets/${ticketId}`)).json()) as { ticket: { number: number } };
  // The ticket's own number from the sequence, as every screen shows it.
  const ticketNumber = formatTicketNumber(created.ticket.number);
  expect(ticketNumber).toMatch(/^DT-\d{6,}$/);
  await expect(page.getByText('Talebiniz alındı. Destek ekibimiz en kısa sürede yanıt verecek.')).toBeVisible();
  await expect(page.getByText(`Talep no ${ticketNumber}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();
  // Every payload is shown as the text it is.
  await expect(page.getByTestId('support-message').first()).toContainText(XSS_PAYLOADS[9]);
  await expect(page.getByText('Açık', { exact: true })).toBeVisible();

  // The user adds a detail: the ticket now waits for the support team.
  await page.getByRole('textbox', { name: 'Yanıtınız' }).fill(USER_REPLY);
  await page.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(page.getByText('Yanıtınız gönderildi.')).toBeVisible();
  await expect(page.getByText('Yanıtınız iletildi', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Yanıtınız' })).toHaveValue('');
  await expectNoAxeViolations(page, 'support thread (tr)');
  await userScripts.expectNoScriptRan();

  // Another user's ticket with a long subject, as the support queue has: its column takes room.
  const walker = await createVerifiedUser('pet_walker', 'Can Yürüyen');
  const other = await walker.api.post('/api/support/tickets', {
    data: { subject: 'Canlı yürüyüş rotası sahibin ekranında görünmüyor, uygulamayı yeniden başlattım', description: 'Rota haritada çizilmiyor.' },
  });
  expect(other.status(), await other.text()).toBe(201);

  // --- The admin finds the row highlighted and answers in the dialog. ------------------------
  const admin = await adminPage(browser, adminSession);
  const adminScripts = watchForScripts(admin.page);
  await admin.page.setViewportSize({ width: 1280, height: 800 });
  await admin.page.getByRole('link', { name: 'Destek talepleri' }).first().click();
  await expect(admin.page).toHaveURL(/#\/admin\/support-tickets/);
  const row = admin.page.getByRole('row').filter({ hasText: ticketNumber });
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row).toContainText('Selin Destekli');
  await expect(row).toContainText(owner.email);
  await expect(row).toContainText('Kullanıcı yanıtladı');
  await expectNoAxeViolations(admin.page, 'admin support tickets (tr)');
  // No status loses its words at any width from the narrowest phone to a wide desktop.
  await expectWholeBadges(admin.page, 'admin support tickets', [360, 390, 768, 1024, 1280, 1366, 1600, 1920]);

  // The status filter keeps it among the new user replies.
  await pick(admin.page, 'Durum', 'Kullanıcı yanıtladı', admin.page.getByRole('main'));
  await expect(admin.page).toHaveURL(/status=new_reply_user/);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Detaylar' }).click();
  const dialog = admin.page.getByRole('dialog');
  await expect(dialog.getByText(`Talep ${ticketNumber}`, { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('support-message')).toHaveCount(2);
  await expect(dialog.getByTestId('support-message').last()).toContainText(XSS_PAYLOADS[0]);
  await expectNoAxeViolations(admin.page, 'admin ticket dialog (tr)');

  // An empty answer is refused in place; then the answer goes out.
  await dialog.getByRole('button', { name: 'Yanıtla' }).click();
  await expect(dialog.getByText('Lütfen bir mesaj yazın.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Yanıtınız' }).fill(ADMIN_REPLY);
  await dialog.getByRole('button', { name: 'Yanıtla' }).click();
  await expect(dialog.getByText('Yanıtınız kullanıcıya iletildi.')).toBeVisible();
  await expect(dialog.getByTestId('support-message')).toHaveCount(3);
  await expect(dialog.locator('[data-testid="support-message"][data-admin]')).toContainText(ADMIN_REPLY);

  // In progress.
  await pick(admin.page, 'Durum', 'İşlemde', dialog);
  await dialog.getByRole('button', { name: 'Durumu kaydet' }).click();
  await expect(dialog.getByText('Talep güncellendi.')).toBeVisible();
  await expect(dialog.getByText('İşlemde').first()).toBeVisible();
  await adminScripts.expectNoScriptRan();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  // The row is no longer among the new user replies.
  await expect(row).toHaveCount(0);

  // --- The user sees the answer, the new status and a notification. --------------------------
  await page.reload();
  await expect(page.getByText(ADMIN_REPLY)).toBeVisible();
  await expect(page.getByText('Patili Destek')).toBeVisible();
  await expect(page.getByText('İşlemde', { exact: true })).toBeVisible();
  await expect(notificationBell(page)).toHaveAccessibleName(/Bildirimler, \d+ okunmamış/);
  await notificationBell(page).click();
  await expect(page.getByText('Destek ekibi yanıt verdi')).toBeVisible();
  await expect(page.getByText('Destek talebiniz güncellendi')).toBeVisible();

  // --- The admin's actions are in the action log, by type and by today's date. --------------
  await admin.page.getByRole('link', { name: 'İşlem kayıtları' }).first().click();
  await expect(admin.page).toHaveURL(/#\/admin\/action-logs/);
  await pick(admin.page, 'İşlem türü', 'Destek talebi yanıtlandı');
  const today = turkishDate(istanbulDate(0));
  await admin.page.getByRole('textbox', { name: 'Başlangıç tarihi' }).fill(today);
  await admin.page.getByRole('textbox', { name: 'Başlangıç tarihi' }).press('Tab');
  await admin.page.getByRole('textbox', { name: 'Bitiş tarihi' }).fill(today);
  await admin.page.getByRole('textbox', { name: 'Bitiş tarihi' }).press('Tab');
  await admin.page.getByRole('heading', { name: 'İşlem kayıtları' }).click();
  await expect(admin.page).toHaveURL(/type=ticket_replied/);
  await expect(admin.page).toHaveURL(new RegExp(`from=${istanbulDate(0)}`));
  await expect(admin.page).toHaveURL(new RegExp(`to=${istanbulDate(0)}`));
  const logRows = admin.page.getByTestId('action-log-table').getByRole('row').filter({ hasText: ticketId });
  await expect(logRows).toHaveCount(1);
  await expect(logRows).toContainText('Destek talebi yanıtlandı');
  await expect(logRows).toContainText(`Talep ${ticketNumber}`);
  await expectNoAxeViolations(admin.page, 'admin action logs (tr)');

  await pick(admin.page, 'İşlem türü', 'Destek talebi durumu değiştirildi');
  await expect(logRows).toHaveCount(1);
  await expect(logRows).toContainText('new_reply_admin → in_progress');
  // A day that is not today has none of them.
  await admin.page.getByRole('textbox', { name: 'Başlangıç tarihi' }).fill(turkishDate(istanbulDate(-2)));
  await admin.page.getByRole('textbox', { name: 'Başlangıç tarihi' }).press('Tab');
  await admin.page.getByRole('textbox', { name: 'Bitiş tarihi' }).fill(turkishDate(istanbulDate(-2)));
  await admin.page.getByRole('textbox', { name: 'Bitiş tarihi' }).press('Tab');
  await admin.page.getByRole('heading', { name: 'İşlem kayıtları' }).click();
  await expect(admin.page).toHaveURL(new RegExp(`from=${istanbulDate(-2)}&to=${istanbulDate(-2)}|to=${istanbulDate(-2)}.*from=${istanbulDate(-2)}`));
  await expect(admin.page.getByText('Kayıt bulunamadı.')).toBeVisible();

  // The records are in the database, read through the admin's API as well.
  const log = (await (await adminSession.get(`/api/admin/action-logs?q=${ticketId}`)).json()) as { items: { actionType: string }[] };
  expect(log.items.map((item) => item.actionType).sort()).toEqual(['ticket_replied', 'ticket_status_changed']);

  await admin.close();
  await userSide.close();
});

test('[owner][admin][support] @screens: the support screens and the action log, in Turkish and English, on a phone and a desktop', async ({
  browser,
}) => {
  const owner = await createVerifiedUser('owner', 'Deniz Ekran');
  const created = await owner.api.post('/api/support/tickets', {
    data: { subject: 'Rezervasyon iptali görünmüyor', description: 'İptal ettiğim rezervasyon hâlâ listede duruyor.\nNe yapmalıyım?' },
  });
  expect(created.status()).toBe(201);
  const ticketId = ((await created.json()) as { ticket: { id: string } }).ticket.id;
  await owner.api.post(`/api/support/tickets/${ticketId}/messages`, { data: { text: 'Ekran görüntüsü de ekleyebilirim.' } });
  const adminSession = await adminApi();
  const answered = await adminSession.post(`/api/admin/support-tickets/${ticketId}/messages`, {
    data: { text: 'Merhaba Deniz Hanım, kaydı kontrol ediyoruz.' },
  });
  expect(answered.status()).toBe(201);
  expect((await adminSession.patch(`/api/admin/support-tickets/${ticketId}`, { data: { priority: 'high' } })).status()).toBe(200);

  const tour = createTour({ screenshotsTo: '/tmp/shots-support' });
  const user = await pageAs(browser, owner.api);
  await user.page.goto(hashPath(buildPath('support')));
  await tour.visit(user.page, 'support-list', hashPath(buildPath('support')), /Rezervasyon iptali görünmüyor/);
  await tour.visit(user.page, 'support-thread', hashPath(buildPath('support.ticket', { ticketId })), /Ekran görüntüsü/);
  await user.close();

  const admin = await adminPage(browser, adminSession);
  await tour.visit(admin.page, 'admin-support-tickets', hashPath(buildPath('admin.support')), /Deniz Ekran/);
  await tour.visit(
    admin.page,
    'admin-support-dialog',
    hashPath(buildPath('admin.support', undefined, { ticket: ticketId })),
    /Ekran görüntüsü/,
  );
  await tour.visit(admin.page, 'admin-action-logs', hashPath(buildPath('admin.audit')), /Rezervasyon iptali görünmüyor/);
  await admin.close();
});
