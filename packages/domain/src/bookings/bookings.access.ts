import {
  ADMIN,
  OWNER,
  SITTER,
  TRAINER,
  VET,
  WALKER,
  type Holder,
  type RouteDef,
} from '../access/route-kit.ts';

/**
 * The screens of bookings: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'owner.sitters.book',
    path: '/owner/sitters/book/:sitterId',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/bookings/book-provider',
  },
  {
    id: 'owner.bookings',
    path: '/owner/bookings',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/bookings/owner-bookings',
  },
  // Not in the spec's table: a walk followed live, then its report.
  {
    id: 'owner.bookings.walk',
    path: '/owner/bookings/:bookingId/walk',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/bookings/live-walk',
  },
  {
    id: 'owner.veterinarians.book',
    path: '/owner/veterinarians/book/:vetId',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/bookings/book-provider',
  },
  {
    id: 'owner.petWalkers.book',
    path: '/owner/pet-walkers/book/:walkerId',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/bookings/book-provider',
  },
  {
    id: 'owner.trainers.book',
    path: '/owner/trainers/book/:trainerId',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/bookings/book-provider',
  },
  {
    id: 'sitter.availability',
    path: '/sitter/availability',
    access: SITTER,
    layout: 'shared',
    screen: 'provider/bookings/availability',
  },
  {
    id: 'sitter.requests',
    path: '/sitter/requests',
    access: SITTER,
    layout: 'shared',
    screen: 'provider/bookings/provider-requests',
  },
  {
    id: 'sitter.reservations',
    path: '/sitter/reservations',
    access: SITTER,
    layout: 'shared',
    screen: 'provider/bookings/provider-appointments',
  },
  {
    id: 'veterinarian.appointments',
    path: '/veterinarian/appointments',
    access: VET,
    layout: 'shared',
    screen: 'provider/bookings/provider-appointments',
  },
  {
    id: 'veterinarian.cancelledAppointments',
    path: '/veterinarian/cancelled-appointments',
    access: VET,
    layout: 'shared',
    screen: 'provider/bookings/cancelled-appointments',
  },
  {
    id: 'veterinarian.serviceRequests',
    path: '/veterinarian/service-requests',
    access: VET,
    layout: 'shared',
    screen: 'provider/bookings/provider-requests',
  },
  {
    id: 'petWalker.appointments',
    path: '/pet-walker/appointments',
    access: WALKER,
    layout: 'shared',
    screen: 'provider/bookings/provider-appointments',
  },
  {
    id: 'petWalker.calendar',
    path: '/pet-walker/calendar',
    access: WALKER,
    layout: 'shared',
    screen: 'provider/bookings/availability',
  },
  {
    id: 'petWalker.earnings',
    path: '/pet-walker/earnings',
    access: WALKER,
    layout: 'shared',
    screen: 'provider/bookings/earnings',
  },
  {
    id: 'petWalker.serviceRequests',
    path: '/pet-walker/service-requests',
    access: WALKER,
    layout: 'shared',
    screen: 'provider/bookings/provider-requests',
  },
  {
    id: 'petWalker.requests',
    path: '/pet-walker/requests',
    access: WALKER,
    layout: 'shared',
    screen: 'provider/bookings/provider-requests',
  },
  {
    id: 'petWalker.today',
    path: '/pet-walker/today',
    access: WALKER,
    layout: 'shared',
    screen: 'provider/bookings/today-walks',
  },
  {
    id: 'petWalker.history',
    path: '/pet-walker/history',
    access: WALKER,
    layout: 'shared',
    screen: 'provider/bookings/walk-history',
  },
  {
    id: 'trainer.appointments',
    path: '/trainer/appointments',
    access: TRAINER,
    layout: 'shared',
    screen: 'provider/bookings/provider-appointments',
  },
  {
    id: 'trainer.serviceRequests',
    path: '/trainer/service-requests',
    access: TRAINER,
    layout: 'shared',
    screen: 'provider/bookings/provider-requests',
  },
  {
    id: 'admin.bookings',
    path: '/admin/bookings',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/bookings',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of bookings (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Bookings: owners ask for a quote, book and cancel; providers answer and complete;
  // both sides read their own bookings (only its owner and its provider: checked in each query)
  // and review each other once it is completed.
  'create:booking:own': ['owner'],
  'cancel:booking:own': ['owner'],
  'answer:booking:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'read:booking:own': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // Availability: a provider keeps their unavailable days; owners read a provider's to book.
  'read:availability': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'update:availability:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // A walker runs their walks (today's list, start, finish, history); providers read their earnings.
  'record:walk:own': ['pet_walker'],
  'read:earnings:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // A provider's private calendar feed of their confirmed bookings.
  'manage:calendarFeed:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'read:booking:all': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
