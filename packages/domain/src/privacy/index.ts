export * from './consents.ts';
export * from './data-export.ts';
