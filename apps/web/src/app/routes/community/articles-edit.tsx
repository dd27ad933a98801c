import { Paper } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { ARTICLE_NOT_FOUND_REDIRECT_MS } from '@patili/domain/articles';
import { SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageLoadError, PageRefusal } from '../../../components/feedback/page-states';
import { Page } from '../../../components/layout/page';
import { useArticleById } from '../../../features/articles/api/get-article-by-id';
import { ArticleForm } from '../../../features/articles/components/article-form';
import { useCurrentUser } from '../../../lib/session';
import { useRecordState } from '../../../lib/use-record-state';
import { useRedirectAfter } from '../../../lib/use-redirect-after';

/**
 * Edit an article (`/expert/edit-article/{articleId}`): its author or the admin only;
 * anyone else, or an unknown id, sees 'Makale bulunamadı veya düzenleme yetkiniz yok.' and goes
 * back to the list.
 */
const ArticleEditScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { articleId = '' } = useParams();
  const article = useArticleById(articleId);
  const [saved, setSaved] = useState(false);
  const state = useRecordState(article, {
    key: articleId,
    to: buildPath('articles'),
    afterMs: ARTICLE_NOT_FOUND_REDIRECT_MS,
  });
  const notEditable =
    state === 'ready' && article.data !== undefined && !article.data.article.canEdit;
  useRedirectAfter(notEditable, buildPath('articles'), ARTICLE_NOT_FOUND_REDIRECT_MS);
  useRedirectAfter(saved, buildPath('articles'), SAVED_FORM_REDIRECT_MS);

  if (state === 'loading') return <LoadingScreen label={t('articles:form.loading')} />;
  if (state === 'not-found' || notEditable) {
    return (
      <PageRefusal
        message={t('articles:notFoundOrForbidden')}
        note={t('articles:form.redirecting')}
      />
    );
  }
  if (state === 'failed' || !article.data) {
    return (
      <PageLoadError message={t('articles:detail.error')} onRetry={() => void article.refetch()} />
    );
  }
  const current = article.data.article;
  return (
    <Page
      size="md"
      title={t('articles:form.editTitle')}
      description={t('articles:form.editDescription', { title: current.title })}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ArticleForm
          article={current}
          canFeature={user.isAdmin}
          onSaved={() => setSaved(true)}
          onCancel={() => void navigate(buildPath('articles.detail', { slug: current.slug }))}
        />
      </Paper>
    </Page>
  );
};

export default ArticleEditScreen;
