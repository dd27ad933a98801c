export * from './pet-age.ts';
export * from './pets.schemas.ts';
export * from './microchip.ts';
