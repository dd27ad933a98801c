import type { ServerFeature } from '../../lib/feature.ts';
import { articlesAccountHooks } from './article-account.service.ts';
import { articlesExportData } from './articles.export.ts';
import { articlesRouter } from './articles.router.ts';

export const articlesFeature: ServerFeature = {
  name: 'articles',
  routers: [articlesRouter],
  accountHooks: articlesAccountHooks,
  privacy: { exportData: articlesExportData },
};
