/** Every key Patili keeps in the browser, in one place. */
export const STORAGE_KEYS = {
  /** localStorage: the interface language. */
  locale: 'patili.locale',
  /** localStorage: the role picked before signing up, preselected at role selection (decision 003). */
  roleChoice: 'patili.roleChoice',
  /** localStorage: when the legal disclaimer was accepted (ISO time). */
  disclaimerAcceptedAt: 'patili.legalDisclaimerAcceptedAt',
  /** sessionStorage: the path to return to after logging in. */
  redirectAfterLogin: 'patili.redirectAfterLogin',
  /** sessionStorage: a navigation target applied once at start-up with replace. */
  pendingNavigation: 'patili.pendingNavigation',
  /** sessionStorage: the e-mail waiting for verification, for the verify-email screen. */
  pendingVerificationEmail: 'patili.pendingVerificationEmail',
  /** sessionStorage: when this tab last reloaded to fetch a newer build (ms since 1970; app/new-build-reload.ts). */
  newBuildReloadAt: 'patili.newBuildReloadAt',
  /** localStorage, one per user (`.<userId>`): the Istanbul day Peri's suggestion bubble was dismissed. */
  periBubbleDismissed: 'patili.peri.bubbleDismissed',
} as const;

type Area = 'local' | 'session';

const area = (which: Area): Storage | null => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, policy): the app still works, it just forgets
  }
};

export const readStored = (which: Area, key: string): string | null => area(which)?.getItem(key) ?? null;

export const writeStored = (which: Area, key: string, value: string | null) => {
  const storage = area(which);
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
};

/** Reads and removes a value in one step. */
export const takeStored = (which: Area, key: string): string | null => {
  const value = readStored(which, key);
  if (value !== null) writeStored(which, key, null);
  return value;
};
