import type { resources } from '@patili/domain/i18n';
import accounts from '@patili/domain/locales/en/accounts.json';
import admin from '@patili/domain/locales/en/admin.json';
import adoption from '@patili/domain/locales/en/adoption.json';
import articles from '@patili/domain/locales/en/articles.json';
import assistant from '@patili/domain/locales/en/assistant.json';
import audit from '@patili/domain/locales/en/audit.json';
import auth from '@patili/domain/locales/en/auth.json';
import bookings from '@patili/domain/locales/en/bookings.json';
import broadcasts from '@patili/domain/locales/en/broadcasts.json';
import catalog from '@patili/domain/locales/en/catalog.json';
import chat from '@patili/domain/locales/en/chat.json';
import common from '@patili/domain/locales/en/common.json';
import dashboards from '@patili/domain/locales/en/dashboards.json';
import discovery from '@patili/domain/locales/en/discovery.json';
import emergencies from '@patili/domain/locales/en/emergencies.json';
import errors from '@patili/domain/locales/en/errors.json';
import files from '@patili/domain/locales/en/files.json';
import forum from '@patili/domain/locales/en/forum.json';
import legal from '@patili/domain/locales/en/legal.json';
import locations from '@patili/domain/locales/en/locations.json';
import lostfound from '@patili/domain/locales/en/lostfound.json';
import mail from '@patili/domain/locales/en/mail.json';
import mating from '@patili/domain/locales/en/mating.json';
import moderation from '@patili/domain/locales/en/moderation.json';
import nav from '@patili/domain/locales/en/nav.json';
import notifications from '@patili/domain/locales/en/notifications.json';
import outbox from '@patili/domain/locales/en/outbox.json';
import patients from '@patili/domain/locales/en/patients.json';
import payments from '@patili/domain/locales/en/payments.json';
import pets from '@patili/domain/locales/en/pets.json';
import pricing from '@patili/domain/locales/en/pricing.json';
import providers from '@patili/domain/locales/en/providers.json';
import reports from '@patili/domain/locales/en/reports.json';
import reviews from '@patili/domain/locales/en/reviews.json';
import security from '@patili/domain/locales/en/security.json';
import settings from '@patili/domain/locales/en/settings.json';
import support from '@patili/domain/locales/en/support.json';
import users from '@patili/domain/locales/en/users.json';

/** The English catalogue, fetched when English is first chosen (`lib/i18n.ts`). */
export const catalogue = {
  accounts,
  admin,
  adoption,
  articles,
  assistant,
  audit,
  auth,
  bookings,
  broadcasts,
  catalog,
  chat,
  common,
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
  nav,
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
} satisfies (typeof resources)['en'];
