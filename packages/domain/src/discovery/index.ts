export * from './browse.ts';
export * from './profile.ts';
export * from './vet-request.ts';
export * from './pet-price.ts';
