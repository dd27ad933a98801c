export * from './constants.ts';
export * from './errors.ts';
export * from './query-string.ts';
export * from './text.ts';
export * from './money.ts';
export * from './pagination.ts';
export * from './records.ts';
