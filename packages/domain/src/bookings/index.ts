export * from './booking-time.ts';
export * from './booking-machine.ts';
export * from './bookings.schemas.ts';
export * from './commission.ts';
export * from './pricing.ts';
export * from './referral-bonus.ts';
