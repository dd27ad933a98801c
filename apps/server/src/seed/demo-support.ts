import type { SupportTicketPatch } from '@patili/domain/support';

import type { CreatedUser } from '../lib/create-user.ts';
import type { Db } from '../db/client.ts';
import { replyAsAdmin, updateTicket } from '../features/support/admin-tickets.service.ts';
import { createTicket, replyAsRequester } from '../features/support/tickets.service.ts';
import type { AppDeps } from '../lib/context.ts';
import { findDemoAdminActor } from './demo-admin-actor.ts';

const HOUR_MS = 60 * 60 * 1000;

/** One step of a demo thread, hours before the seed's "now". */
type Step =
  | { hoursAgo: number; by: 'user'; text: string }
  | { hoursAgo: number; by: 'admin'; text: string }
  | { hoursAgo: number; by: 'admin-update'; patch: SupportTicketPatch };

type DemoTicket = {
  /** The demo account that opens it. */
  by: string;
  hoursAgo: number;
  subject: string;
  description: string;
  steps: readonly Step[];
};

/**
 * The demo tickets, each ending in another status, so the admin's table shows every badge and one
 * highlighted row (the owner wrote back after the admin's answer): new_reply_user, new_reply_admin,
 * open with high priority, in_progress, resolved and closed. Listed in the order they were opened,
 * so their numbers (DT-000001 … DT-000006, the sequence's) follow their opening times.
 */
const TICKETS: readonly DemoTicket[] = [
  {
    by: 'egitmen@demo.patili.app',
    hoursAgo: 24 * 9,
    subject: 'Hesabımın e-posta adresini değiştirmek istiyorum',
    description:
      'Eski iş e-postamı kullanıyorum, kişisel adresime geçmek istiyorum. Nasıl yapabilirim?',
    steps: [
      {
        hoursAgo: 24 * 9 - 3,
        by: 'admin',
        text: 'Merhaba Zeynep Hanım, güvenliğiniz için e-posta değişikliğini destek üzerinden yapıyoruz. Yeni adresinize bir doğrulama bağlantısı gönderdik.',
      },
      {
        hoursAgo: 24 * 8,
        by: 'user',
        text: 'Bağlantıya tıkladım, yeni adresimle giriş yapabiliyorum. Teşekkürler!',
      },
      { hoursAgo: 24 * 8 - 1, by: 'admin-update', patch: { status: 'closed' } },
    ],
  },
  {
    by: 'veteriner@demo.patili.app',
    hoursAgo: 24 * 5,
    subject: 'Klinik fotoğraflarım yüklenmiyor',
    description:
      'Profil kurulumunda klinik galerisine fotoğraf eklerken "dosya okunamadı" hatası alıyorum. Fotoğraflar telefondan çekildi (HEIC).',
    steps: [
      {
        hoursAgo: 24 * 5 - 2,
        by: 'admin',
        text: 'Merhaba, galeri şu an JPG, PNG ve WEBP kabul ediyor. Telefonunuzun kamera ayarından "En uyumlu" biçimi seçerseniz sorun çözülecektir.',
      },
      { hoursAgo: 24 * 4, by: 'user', text: 'Biçimi değiştirdim, fotoğraflar yüklendi.' },
      { hoursAgo: 24 * 4 - 1, by: 'admin-update', patch: { status: 'resolved' } },
    ],
  },
  {
    by: 'yeni@demo.patili.app',
    hoursAgo: 30,
    subject: 'Hem bakıcı hem gezdirici olabilir miyim?',
    description:
      'Kayıt olurken bakıcı rolünü seçmeyi düşünüyorum ama hafta sonları köpek gezdirmek de istiyorum. İki rolü birlikte kullanabilir miyim?',
    steps: [{ hoursAgo: 28, by: 'admin-update', patch: { status: 'in_progress' } }],
  },
  {
    by: 'sahip@demo.patili.app',
    hoursAgo: 26,
    subject: 'Havale dekontum hâlâ onay bekliyor',
    description:
      'Karamel için yaptığım bakıcı rezervasyonunun ödemesini dün havale ettim ve dekontu yükledim. Rezervasyon hâlâ ödeme bekliyor görünüyor.',
    steps: [
      {
        hoursAgo: 24,
        by: 'admin',
        text: 'Merhaba Ayşe Hanım, dekontunuz elimize ulaştı. Banka hesabına geçtiğinde onaylayacağız; genellikle bir iş günü sürüyor.',
      },
      {
        hoursAgo: 2,
        by: 'user',
        text: 'Bir gün geçti ama hâlâ onaylanmadı. Açıklamaya rezervasyon referansını yazmıştım, kontrol edebilir misiniz?',
      },
    ],
  },
  {
    by: 'bakici@demo.patili.app',
    hoursAgo: 20,
    subject: 'Müsait olmadığım günler takvimde görünmüyor',
    description:
      'Takvimden gelecek hafta iki günü kapattım ama bir sahip o günler için rezervasyon isteği gönderebildi.',
    steps: [
      {
        hoursAgo: 18,
        by: 'admin',
        text: 'Merhaba Mehmet Bey, isteğin gönderildiği saatte günler henüz kaydedilmemiş görünüyor. Takvimi bir kez daha kaydedip bize haber verir misiniz?',
      },
    ],
  },
  {
    by: 'gezdirici@demo.patili.app',
    hoursAgo: 6,
    subject: 'Canlı yürüyüş rotası sahibin ekranında görünmüyor',
    description:
      'Bugünkü yürüyüşü başlattım, konum izni açık. Ayşe Hanım haritada rotayı göremediğini söyledi.',
    steps: [{ hoursAgo: 5, by: 'admin-update', patch: { priority: 'high' } }],
  },
];

/**
 * Seeds the demo support tickets through the support services, as the screens make them (each
 * admin answer and change is also in the action log). Without the admin account (ADMIN_EMAIL), the
 * tickets are opened and the requesters' own messages written, and the admins' steps are skipped.
 */
export const seedDemoSupport = async ({
  db,
  messenger,
  appUrl,
  adminEmail,
  accounts,
  now,
}: {
  db: Db;
  messenger: AppDeps['messenger'];
  appUrl: string;
  adminEmail: string;
  accounts: ReadonlyMap<string, CreatedUser>;
  now: Date;
}) => {
  const actor = await findDemoAdminActor(db, adminEmail);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  let opened = 0;
  for (const demo of TICKETS) {
    const requester = accounts.get(demo.by);
    if (!requester) continue;
    const { ticket } = await createTicket({
      db,
      requesterId: requester.id,
      input: { subject: demo.subject, description: demo.description },
      now: at(demo.hoursAgo),
    });
    opened += 1;
    for (const step of demo.steps) {
      if (step.by === 'user') {
        await replyAsRequester({
          db,
          requesterId: requester.id,
          ticketId: ticket.id,
          text: step.text,
          now: at(step.hoursAgo),
        });
      } else if (actor && step.by === 'admin') {
        await replyAsAdmin({
          db,
          messenger,
          appUrl,
          actor,
          ticketId: ticket.id,
          text: step.text,
          now: at(step.hoursAgo),
        });
      } else if (actor && step.by === 'admin-update') {
        await updateTicket({
          db,
          messenger,
          appUrl,
          actor,
          ticketId: ticket.id,
          patch: step.patch,
          now: at(step.hoursAgo),
        });
      }
    }
  }
  return { opened };
};
