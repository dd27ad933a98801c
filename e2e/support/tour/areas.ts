import { ACCOUNT_SETTINGS_SCENES } from './account-settings.ts';
import { ACCOUNTS_SCENES } from './accounts.ts';
import { BOOKINGS_OWNER_SCENES } from './bookings-owner.ts';
import { BOOKINGS_PROVIDER_SCENES } from './bookings-provider.ts';
import { CARE_OWNER_SCENES } from './care-owner.ts';
import { CARE_TRAINER_SCENES } from './care-trainer.ts';
import { CARE_VET_DESK_SCENES } from './care-vet-desk.ts';
import { CARE_VET_PATIENTS_SCENES } from './care-vet-patients.ts';
import { CARE_WALKER_WALK_SCENES } from './care-walker-walk.ts';
import { CARE_WALKER_WORK_SCENES } from './care-walker-work.ts';
import { DISCOVERY_EMPTY_SCENES } from './discovery-empty.ts';
import { DISCOVERY_LISTS_SCENES } from './discovery-lists.ts';
import { DISCOVERY_PROFILES_SCENES } from './discovery-profiles.ts';
import { LIVE_WALK_SCENES } from './live-walk.ts';
import { OWNER_SCENES } from './owner.ts';
import { PROVIDER_SETUP_SITTER_VET_SCENES } from './provider-setup-sitter-vet.ts';
import { PROVIDER_SETUP_WALKER_TRAINER_SCENES } from './provider-setup-walker-trainer.ts';
import { PROVIDER_SCENES } from './provider.ts';
import { PUBLIC_AUTH_SCENES } from './public-auth.ts';
import { PUBLIC_PAGES_SCENES } from './public-pages.ts';
import type { Scene } from './tour.ts';

/** Every scene of the tour, area by area (each area also has its own accessibility spec). */
export const ALL_SCENES: readonly Scene[] = [
  ...PUBLIC_AUTH_SCENES,
  ...PUBLIC_PAGES_SCENES,
  ...OWNER_SCENES,
  ...ACCOUNTS_SCENES,
  ...ACCOUNT_SETTINGS_SCENES,
  ...PROVIDER_SCENES,
  ...PROVIDER_SETUP_SITTER_VET_SCENES,
  ...PROVIDER_SETUP_WALKER_TRAINER_SCENES,
  ...DISCOVERY_LISTS_SCENES,
  ...DISCOVERY_EMPTY_SCENES,
  ...DISCOVERY_PROFILES_SCENES,
  ...BOOKINGS_OWNER_SCENES,
  ...BOOKINGS_PROVIDER_SCENES,
  ...CARE_WALKER_WALK_SCENES,
  ...CARE_WALKER_WORK_SCENES,
  ...CARE_VET_PATIENTS_SCENES,
  ...CARE_VET_DESK_SCENES,
  ...CARE_OWNER_SCENES,
  ...CARE_TRAINER_SCENES,
  ...LIVE_WALK_SCENES,
];
