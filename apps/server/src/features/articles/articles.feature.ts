import type { ServerFeature } from '../../lib/feature.ts';
import { articlesAccountHooks } from './article-account.service.ts';
import { articlesRouter } from './articles.router.ts';

export const articlesFeature: ServerFeature = {
  name: 'articles',
  routers: [articlesRouter],
  accountHooks: articlesAccountHooks,
};
