import { VET, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of a vet's patients: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'veterinarian.patients',
    path: '/veterinarian/patients',
    access: VET,
    layout: 'shared',
    screen: 'veterinarian/patients',
  },
  {
    id: 'veterinarian.patients.new',
    path: '/veterinarian/patients/new',
    access: VET,
    layout: 'shared',
    screen: 'veterinarian/new-patient-record',
  },
  {
    id: 'veterinarian.patients.detail',
    path: '/veterinarian/patients/:patientId',
    access: VET,
    layout: 'shared',
    screen: 'veterinarian/patient-detail',
  },
  {
    id: 'veterinarian.vaccinations',
    path: '/veterinarian/vaccinations',
    access: VET,
    layout: 'shared',
    screen: 'veterinarian/vaccinations',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of a vet's patients (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // A vet's patients (the pets it has a booking with, checked in each query): read them, write
  // visit records, add vaccination records (only a vet adds one).
  'read:patient:own': ['veterinarian'],
  'create:patient-record:own': ['veterinarian'],
  'create:vaccination:own': ['veterinarian'],
  // An owner's vaccine reminders: in the app always, by e-mail as they choose.
  'update:reminders:own': ['owner'],
} as const satisfies Readonly<Record<string, Holder>>;
