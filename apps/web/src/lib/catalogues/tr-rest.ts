import type { resources } from '@patili/domain/i18n';
import accounts from '@patili/domain/locales/tr/accounts.json';
import admin from '@patili/domain/locales/tr/admin.json';
import adoption from '@patili/domain/locales/tr/adoption.json';
import articles from '@patili/domain/locales/tr/articles.json';
import assistant from '@patili/domain/locales/tr/assistant.json';
import audit from '@patili/domain/locales/tr/audit.json';
import bookings from '@patili/domain/locales/tr/bookings.json';
import broadcasts from '@patili/domain/locales/tr/broadcasts.json';
import catalog from '@patili/domain/locales/tr/catalog.json';
import chat from '@patili/domain/locales/tr/chat.json';
import dashboards from '@patili/domain/locales/tr/dashboards.json';
import discovery from '@patili/domain/locales/tr/discovery.json';
import emergencies from '@patili/domain/locales/tr/emergencies.json';
import errors from '@patili/domain/locales/tr/errors.json';
import files from '@patili/domain/locales/tr/files.json';
import forum from '@patili/domain/locales/tr/forum.json';
import legal from '@patili/domain/locales/tr/legal.json';
import locations from '@patili/domain/locales/tr/locations.json';
import lostfound from '@patili/domain/locales/tr/lostfound.json';
import mail from '@patili/domain/locales/tr/mail.json';
import mating from '@patili/domain/locales/tr/mating.json';
import moderation from '@patili/domain/locales/tr/moderation.json';
import notifications from '@patili/domain/locales/tr/notifications.json';
import outbox from '@patili/domain/locales/tr/outbox.json';
import patients from '@patili/domain/locales/tr/patients.json';
import payments from '@patili/domain/locales/tr/payments.json';
import pets from '@patili/domain/locales/tr/pets.json';
import pricing from '@patili/domain/locales/tr/pricing.json';
import providers from '@patili/domain/locales/tr/providers.json';
import reports from '@patili/domain/locales/tr/reports.json';
import reviews from '@patili/domain/locales/tr/reviews.json';
import security from '@patili/domain/locales/tr/security.json';
import settings from '@patili/domain/locales/tr/settings.json';
import support from '@patili/domain/locales/tr/support.json';
import users from '@patili/domain/locales/tr/users.json';

import type { FirstNamespace } from './tr-first';

/** Turkish for every screen past the first pages, fetched with the first of them (`lib/i18n.ts`). */
export const catalogue = {
  accounts,
  admin,
  adoption,
  articles,
  assistant,
  audit,
  bookings,
  broadcasts,
  catalog,
  chat,
  dashboards,
  discovery,
  emergencies,
  errors,
  files,
  forum,
  legal,
  locations,
  lostfound,
  mail,
  mating,
  moderation,
  notifications,
  outbox,
  patients,
  payments,
  pets,
  pricing,
  providers,
  reports,
  reviews,
  security,
  settings,
  support,
  users,
} satisfies Omit<(typeof resources)['tr'], FirstNamespace>;
