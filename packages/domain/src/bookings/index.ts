export * from './booking-time.ts';
export * from './booking-machine.ts';
export * from './bookings.schemas.ts';
export * from './commission.ts';
export * from './pricing.ts';
export * from './referral-bonus.ts';
export * from './bookings.api.ts';
export * from './booking-notifications.ts';
