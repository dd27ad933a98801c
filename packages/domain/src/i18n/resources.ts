// Generated from ../locales by `npm run i18n:generate` (apps/server/scripts/locales.ts); do not
// edit. A namespace is a file in every locale folder: add `locales/{tr,en}/<namespace>.json` and
// run the command again (the server test `lib/i18n.test.ts` fails until it is).
import enAccounts from '../locales/en/accounts.json' with { type: 'json' };
import enAdmin from '../locales/en/admin.json' with { type: 'json' };
import enAdoption from '../locales/en/adoption.json' with { type: 'json' };
import enArticles from '../locales/en/articles.json' with { type: 'json' };
import enAssistant from '../locales/en/assistant.json' with { type: 'json' };
import enAudit from '../locales/en/audit.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enBookings from '../locales/en/bookings.json' with { type: 'json' };
import enBroadcasts from '../locales/en/broadcasts.json' with { type: 'json' };
import enCatalog from '../locales/en/catalog.json' with { type: 'json' };
import enChat from '../locales/en/chat.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enDashboards from '../locales/en/dashboards.json' with { type: 'json' };
import enDiscovery from '../locales/en/discovery.json' with { type: 'json' };
import enEmergencies from '../locales/en/emergencies.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enFiles from '../locales/en/files.json' with { type: 'json' };
import enForum from '../locales/en/forum.json' with { type: 'json' };
import enLegal from '../locales/en/legal.json' with { type: 'json' };
import enLocations from '../locales/en/locations.json' with { type: 'json' };
import enLostfound from '../locales/en/lostfound.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import enMating from '../locales/en/mating.json' with { type: 'json' };
import enModeration from '../locales/en/moderation.json' with { type: 'json' };
import enNav from '../locales/en/nav.json' with { type: 'json' };
import enNotifications from '../locales/en/notifications.json' with { type: 'json' };
import enOutbox from '../locales/en/outbox.json' with { type: 'json' };
import enPatients from '../locales/en/patients.json' with { type: 'json' };
import enPayments from '../locales/en/payments.json' with { type: 'json' };
import enPets from '../locales/en/pets.json' with { type: 'json' };
import enPricing from '../locales/en/pricing.json' with { type: 'json' };
import enPrivacy from '../locales/en/privacy.json' with { type: 'json' };
import enProviders from '../locales/en/providers.json' with { type: 'json' };
import enReports from '../locales/en/reports.json' with { type: 'json' };
import enReviews from '../locales/en/reviews.json' with { type: 'json' };
import enSecurity from '../locales/en/security.json' with { type: 'json' };
import enSettings from '../locales/en/settings.json' with { type: 'json' };
import enSupport from '../locales/en/support.json' with { type: 'json' };
import enUsers from '../locales/en/users.json' with { type: 'json' };
import trAccounts from '../locales/tr/accounts.json' with { type: 'json' };
import trAdmin from '../locales/tr/admin.json' with { type: 'json' };
import trAdoption from '../locales/tr/adoption.json' with { type: 'json' };
import trArticles from '../locales/tr/articles.json' with { type: 'json' };
import trAssistant from '../locales/tr/assistant.json' with { type: 'json' };
import trAudit from '../locales/tr/audit.json' with { type: 'json' };
import trAuth from '../locales/tr/auth.json' with { type: 'json' };
import trBookings from '../locales/tr/bookings.json' with { type: 'json' };
import trBroadcasts from '../locales/tr/broadcasts.json' with { type: 'json' };
import trCatalog from '../locales/tr/catalog.json' with { type: 'json' };
import trChat from '../locales/tr/chat.json' with { type: 'json' };
import trCommon from '../locales/tr/common.json' with { type: 'json' };
import trDashboards from '../locales/tr/dashboards.json' with { type: 'json' };
import trDiscovery from '../locales/tr/discovery.json' with { type: 'json' };
import trEmergencies from '../locales/tr/emergencies.json' with { type: 'json' };
import trErrors from '../locales/tr/errors.json' with { type: 'json' };
import trFiles from '../locales/tr/files.json' with { type: 'json' };
import trForum from '../locales/tr/forum.json' with { type: 'json' };
import trLegal from '../locales/tr/legal.json' with { type: 'json' };
import trLocations from '../locales/tr/locations.json' with { type: 'json' };
import trLostfound from '../locales/tr/lostfound.json' with { type: 'json' };
import trMail from '../locales/tr/mail.json' with { type: 'json' };
import trMating from '../locales/tr/mating.json' with { type: 'json' };
import trModeration from '../locales/tr/moderation.json' with { type: 'json' };
import trNav from '../locales/tr/nav.json' with { type: 'json' };
import trNotifications from '../locales/tr/notifications.json' with { type: 'json' };
import trOutbox from '../locales/tr/outbox.json' with { type: 'json' };
import trPatients from '../locales/tr/patients.json' with { type: 'json' };
import trPayments from '../locales/tr/payments.json' with { type: 'json' };
import trPets from '../locales/tr/pets.json' with { type: 'json' };
import trPricing from '../locales/tr/pricing.json' with { type: 'json' };
import trPrivacy from '../locales/tr/privacy.json' with { type: 'json' };
import trProviders from '../locales/tr/providers.json' with { type: 'json' };
import trReports from '../locales/tr/reports.json' with { type: 'json' };
import trReviews from '../locales/tr/reviews.json' with { type: 'json' };
import trSecurity from '../locales/tr/security.json' with { type: 'json' };
import trSettings from '../locales/tr/settings.json' with { type: 'json' };
import trSupport from '../locales/tr/support.json' with { type: 'json' };
import trUsers from '../locales/tr/users.json' with { type: 'json' };

/**
 * Every message of the product, by locale and namespace. Turkish is the source of truth. The
 * languages themselves are in `locale.ts`, so code that only checks a locale does not carry the
 * catalogue (the web fetches it per language).
 */
export const resources = {
  en: {
    accounts: enAccounts,
    admin: enAdmin,
    adoption: enAdoption,
    articles: enArticles,
    assistant: enAssistant,
    audit: enAudit,
    auth: enAuth,
    bookings: enBookings,
    broadcasts: enBroadcasts,
    catalog: enCatalog,
    chat: enChat,
    common: enCommon,
    dashboards: enDashboards,
    discovery: enDiscovery,
    emergencies: enEmergencies,
    errors: enErrors,
    files: enFiles,
    forum: enForum,
    legal: enLegal,
    locations: enLocations,
    lostfound: enLostfound,
    mail: enMail,
    mating: enMating,
    moderation: enModeration,
    nav: enNav,
    notifications: enNotifications,
    outbox: enOutbox,
    patients: enPatients,
    payments: enPayments,
    pets: enPets,
    pricing: enPricing,
    privacy: enPrivacy,
    providers: enProviders,
    reports: enReports,
    reviews: enReviews,
    security: enSecurity,
    settings: enSettings,
    support: enSupport,
    users: enUsers,
  },
  tr: {
    accounts: trAccounts,
    admin: trAdmin,
    adoption: trAdoption,
    articles: trArticles,
    assistant: trAssistant,
    audit: trAudit,
    auth: trAuth,
    bookings: trBookings,
    broadcasts: trBroadcasts,
    catalog: trCatalog,
    chat: trChat,
    common: trCommon,
    dashboards: trDashboards,
    discovery: trDiscovery,
    emergencies: trEmergencies,
    errors: trErrors,
    files: trFiles,
    forum: trForum,
    legal: trLegal,
    locations: trLocations,
    lostfound: trLostfound,
    mail: trMail,
    mating: trMating,
    moderation: trModeration,
    nav: trNav,
    notifications: trNotifications,
    outbox: trOutbox,
    patients: trPatients,
    payments: trPayments,
    pets: trPets,
    pricing: trPricing,
    privacy: trPrivacy,
    providers: trProviders,
    reports: trReports,
    reviews: trReviews,
    security: trSecurity,
    settings: trSettings,
    support: trSupport,
    users: trUsers,
  },
} as const;

export type Namespace = keyof (typeof resources)['tr'];
export const NAMESPACES = Object.keys(resources.tr) as Namespace[];
