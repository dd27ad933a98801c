import { buildPath } from '@patili/domain/access';
import { ARTICLE_NOT_FOUND_REDIRECT_MS } from '@patili/domain/articles';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageLoadError, PageRefusal } from '../../../components/feedback/page-states';
import { Page } from '../../../components/layout/page';
import { useArticle } from '../../../features/articles/api/get-article';
import { ArticleView } from '../../../features/articles/components/article-view';
import { ApiError } from '../../../lib/api-client';
import { useRedirectAfter } from '../../../lib/use-redirect-after';

/** An expert article's page (`/expert-articles/{slug}`); an unknown or hidden one goes back to the list. */
const ArticleDetailScreen = () => {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const article = useArticle(slug);
  const notFound = article.error instanceof ApiError && article.error.status === 404;
  useRedirectAfter(notFound, buildPath('articles'), ARTICLE_NOT_FOUND_REDIRECT_MS);

  if (article.isPending) return <LoadingScreen label={t('articles:detail.loading')} />;
  if (notFound) {
    return <PageRefusal message={t('articles:notFound')} note={t('articles:form.redirecting')} />;
  }
  if (article.isError) {
    return (
      <PageLoadError message={t('articles:detail.error')} onRetry={() => void article.refetch()} />
    );
  }
  return (
    <Page size="md">
      <ArticleView article={article.data.article} />
    </Page>
  );
};

export default ArticleDetailScreen;
