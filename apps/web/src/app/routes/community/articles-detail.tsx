import { buildPath } from '@patili/domain/access';
import { ARTICLE_NOT_FOUND_REDIRECT_MS } from '@patili/domain/articles';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageLoadError, PageRefusal } from '../../../components/feedback/page-states';
import { Page } from '../../../components/layout/page';
import { useArticle } from '../../../features/articles/api/get-article';
import { ArticleView } from '../../../features/articles/components/article-view';
import { useRecordState } from '../../../lib/use-record-state';

/** An expert article's page (`/expert-articles/{slug}`); an unknown or hidden one goes back to the list. */
const ArticleDetailScreen = () => {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const article = useArticle(slug);
  const state = useRecordState(article, {
    key: slug,
    to: buildPath('articles'),
    afterMs: ARTICLE_NOT_FOUND_REDIRECT_MS,
  });

  if (state === 'loading') return <LoadingScreen label={t('articles:detail.loading')} />;
  if (state === 'not-found') {
    return <PageRefusal message={t('articles:notFound')} note={t('articles:form.redirecting')} />;
  }
  if (state === 'failed' || !article.data) {
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
