import { expect } from '@playwright/test';

import { turkishDate } from '../../specs/discovery/discovery-helpers.ts';
import { buildPath, hashPath, shareSession } from '../api.ts';
import { bookingsWorld } from './bookings-world.ts';
import type { Scene } from './tour.ts';

/** The owner's side of booking: the book screens with their quotes, and the owner's bookings. */
export const BOOKINGS_OWNER_SCENES: readonly Scene[] = [
  {
    title: 'bookings: book with a quote and the owner bookings',
    timeout: 300_000,
    clock: true,
    run: async ({ page, context, clock }, { visit, here }) => {
      const { day, owner, sitter, vet } = await bookingsWorld(clock);
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
              await form.getByLabel(label).fill(typed(day(days)));
              await form.getByLabel(label).press('Tab');
            }
            await expect(form.getByText(quoteShown).first()).toBeVisible();
            await form.evaluate(() => window.scrollTo(0, 0));
            await expect.poll(() => form.evaluate(() => window.scrollY)).toBe(0);
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
            { service: 'vaccination', date: day(2), time: '10:30' },
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
      await here(page, 'owner-bookings-cancel-dialog-en-desktop');
    },
  },
];
