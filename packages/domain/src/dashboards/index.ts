export * from './dashboards.api.ts';
