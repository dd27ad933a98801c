export * from './price-bounds.ts';
export * from './pricing.schemas.ts';
export * from './commission-rules.ts';
export * from './service-types.ts';
