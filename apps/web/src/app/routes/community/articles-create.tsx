import { Paper } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Page } from '../../../components/layout/page';
import { ArticleForm } from '../../../features/articles/components/article-form';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useCurrentUser } from '../../../lib/session';

/** Write an article (`/expert/create-article`); back to the list 1.5 s after saving. */
const ArticleCreateScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [saved, setSaved] = useState(false);
  useRedirectAfter(saved, buildPath('articles'), SAVED_FORM_REDIRECT_MS);
  return (
    <Page
      size="md"
      title={t('articles:form.newTitle')}
      description={t('articles:form.newDescription')}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ArticleForm
          canFeature={user.isAdmin}
          onSaved={() => setSaved(true)}
          onCancel={() => void navigate(buildPath('articles'))}
        />
      </Paper>
    </Page>
  );
};

export default ArticleCreateScreen;
