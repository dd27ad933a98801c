export * from './provider-kinds.ts';
export * from './provider-profile.schemas.ts';
export * from './provider-form.ts';
export * from './provider-derive.ts';
export * from './provider-details.ts';
export * from './verification.ts';
