export * from './dashboard-time.ts';
export * from './dashboards.api.ts';
