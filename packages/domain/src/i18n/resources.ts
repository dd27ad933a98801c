import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enLegal from '../locales/en/legal.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import enNav from '../locales/en/nav.json' with { type: 'json' };
import enAccount from '../locales/en/account.json' with { type: 'json' };
import enDiscovery from '../locales/en/discovery.json' with { type: 'json' };
import enFiles from '../locales/en/files.json' with { type: 'json' };
import enLocations from '../locales/en/locations.json' with { type: 'json' };
import enPets from '../locales/en/pets.json' with { type: 'json' };
import enProviders from '../locales/en/providers.json' with { type: 'json' };
import enServices from '../locales/en/services.json' with { type: 'json' };
import trAccount from '../locales/tr/account.json' with { type: 'json' };
import trDiscovery from '../locales/tr/discovery.json' with { type: 'json' };
import trFiles from '../locales/tr/files.json' with { type: 'json' };
import trLocations from '../locales/tr/locations.json' with { type: 'json' };
import trPets from '../locales/tr/pets.json' with { type: 'json' };
import trProviders from '../locales/tr/providers.json' with { type: 'json' };
import trServices from '../locales/tr/services.json' with { type: 'json' };
import trAuth from '../locales/tr/auth.json' with { type: 'json' };
import trCommon from '../locales/tr/common.json' with { type: 'json' };
import trDashboard from '../locales/tr/dashboard.json' with { type: 'json' };
import trErrors from '../locales/tr/errors.json' with { type: 'json' };
import trLegal from '../locales/tr/legal.json' with { type: 'json' };
import trMail from '../locales/tr/mail.json' with { type: 'json' };
import trNav from '../locales/tr/nav.json' with { type: 'json' };

/** The interface languages: Turkish first and default, English second (spec §9). */
export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Every message of the product, by locale and namespace. Turkish is the source of truth. */
export const resources = {
  tr: {
    common: trCommon,
    nav: trNav,
    auth: trAuth,
    dashboard: trDashboard,
    errors: trErrors,
    legal: trLegal,
    mail: trMail,
    account: trAccount,
    discovery: trDiscovery,
    files: trFiles,
    locations: trLocations,
    pets: trPets,
    providers: trProviders,
    services: trServices,
  },
  en: {
    common: enCommon,
    nav: enNav,
    auth: enAuth,
    dashboard: enDashboard,
    errors: enErrors,
    legal: enLegal,
    mail: enMail,
    account: enAccount,
    discovery: enDiscovery,
    files: enFiles,
    locations: enLocations,
    pets: enPets,
    providers: enProviders,
    services: enServices,
  },
} as const;

export type Namespace = keyof (typeof resources)['tr'];
export const NAMESPACES = Object.keys(resources.tr) as Namespace[];
