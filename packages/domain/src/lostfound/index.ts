export * from './admin-matches.schemas.ts';
export * from './lostfound-notifications.ts';
export * from './lostfound.schemas.ts';
export * from './match-score.ts';
export * from './report-status.ts';
