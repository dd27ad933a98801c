import type { AccountHooks } from './account-hooks.ts';
import type { AppRouter } from './create-router.ts';
import type { Job } from './jobs.ts';
import type { NotificationRenderer, NotificationRenderers } from './notifications/notifications.ts';
import type { FeaturePrivacy, PrivacyParts } from './privacy.ts';
import type { SupportTickets } from './support-tickets.ts';

/**
 * What features hand each other, since a feature never imports another: one feature provides each
 * entry (`provides`), those that need it say so (`needs`) and get it in `routers`.
 */
export type FeatureServices = {
  /** The support feature's ticket operations; Peri opens and answers tickets with them. */
  supportTickets: SupportTickets;
};

/**
 * One server feature, as `features/<noun>/<noun>.feature.ts` exports it and `FEATURES` in
 * `features/index.ts` lists it: everything the app, the server and the other features take from it.
 */
export type ServerFeature = {
  /** The feature's noun (its folder). */
  readonly name: string;
  /**
   * Its routers, mounted in the order of `FEATURES` and then in this order; a function of the
   * other features' services when it `needs` some.
   */
  readonly routers?: readonly AppRouter[] | ((services: FeatureServices) => readonly AppRouter[]);
  /** Work the server runs on an interval (`lib/jobs.ts`). */
  readonly jobs?: readonly Job[];
  /** What it does to its own rows when an account is renamed or deleted. */
  readonly accountHooks?: AccountHooks;
  /** How each notification kind it owns is written (`renderEach`); no other feature renders them. */
  readonly notifications?: NotificationRenderers;
  /** The consents it owns and its part of a user's data export (the privacy centre). */
  readonly privacy?: FeaturePrivacy;
  /** Operations it offers the other features. */
  readonly provides?: Partial<FeatureServices>;
  /** The other features' operations its routers use. */
  readonly needs?: readonly (keyof FeatureServices)[];
};

/** What the app layer takes from the feature list, in the list's order. */
export type ComposedFeatures = {
  routers: readonly AppRouter[];
  jobs: readonly Job[];
  /** Run in the order of the list; each touches only its own feature's rows. */
  accountHooks: readonly AccountHooks[];
  /** Every feature's renderers by kind: the registry `AppDeps.notifications` holds. */
  notifications: NotificationRenderers;
  /** Every feature's consents and export parts: the registry `AppDeps.privacy` holds. */
  privacy: PrivacyParts;
};

/**
 * Gathers the features' parts. A name, a job, a notification kind, a consent or a service claimed twice, or a
 * service needed that nobody provides, is a mistake of the list: it throws when the module loads.
 */
export const composeFeatures = (features: readonly ServerFeature[]): ComposedFeatures => {
  const unique = (what: string, values: readonly string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) throw new Error(`two features declare the ${what} ${value}`);
      seen.add(value);
    }
  };
  unique('name', features.map((feature) => feature.name));

  const services: Partial<FeatureServices> = {};
  for (const feature of features) {
    for (const [key, service] of Object.entries(feature.provides ?? {})) {
      if (key in services) throw new Error(`two features provide ${key}`);
      Object.assign(services, { [key]: service });
    }
  }
  for (const feature of features) {
    for (const need of feature.needs ?? []) {
      if (!(need in services)) throw new Error(`${feature.name} needs ${need}, which no feature provides`);
    }
  }

  const jobs = features.flatMap((feature) => feature.jobs ?? []);
  unique('job', jobs.map((job) => job.name));

  const notifications = new Map<string, NotificationRenderer>();
  for (const feature of features) {
    for (const [kind, render] of Object.entries(feature.notifications ?? {})) {
      if (notifications.has(kind)) throw new Error(`two features declare the notification kind ${kind}`);
      notifications.set(kind, render);
    }
  }

  const consents = features.flatMap((feature) => feature.privacy?.consents ?? []);
  unique('consent', consents.map((consent) => consent.kind));

  return {
    routers: features.flatMap((feature) =>
      typeof feature.routers === 'function'
        ? feature.routers(services as FeatureServices)
        : (feature.routers ?? []),
    ),
    jobs,
    accountHooks: features.flatMap((feature) => (feature.accountHooks ? [feature.accountHooks] : [])),
    notifications: Object.fromEntries(notifications),
    privacy: {
      consents,
      exporters: features.flatMap((feature) =>
        feature.privacy?.exportData ? [{ feature: feature.name, exportData: feature.privacy.exportData }] : [],
      ),
    },
  };
};
