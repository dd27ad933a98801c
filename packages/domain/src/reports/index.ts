export * from './csv.ts';
export * from './money-figures.ts';
export * from './report-period.ts';
export * from './reports.schemas.ts';
export * from './performance-routes.ts';
