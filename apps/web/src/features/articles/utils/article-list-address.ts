import { ARTICLE_CATEGORIES, type ArticleListScope } from '@patili/domain/articles';

import { oneOfParam, pageParam, type AddressStateOf } from '../../../lib/use-address-state';

/** What the list shows: a category, one of the views (the saved list is `bookmarks`) and a page. */
export type ArticleView = ArticleListScope | 'bookmarks';

const VIEWS = ['published', 'mine', 'drafts', 'bookmarks'] as const satisfies readonly ArticleView[];

/** The article list's category, view and page in the address (`?category=vet_advice&view=mine&page=2`). */
export const ARTICLE_LIST_ADDRESS = {
  category: oneOfParam(ARTICLE_CATEGORIES),
  view: oneOfParam<ArticleView, 'published'>(VIEWS, 'published'),
  page: pageParam(),
};

export type ArticleListState = AddressStateOf<typeof ARTICLE_LIST_ADDRESS>;
