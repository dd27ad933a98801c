import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import { SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { StatusMessage } from '../../../components/feedback/status-message';
import { Page } from '../../../components/layout/page';
import { ListingForm } from '../../../features/adoption/components/listing-form';
import { useRedirectAfter } from '../../../lib/use-redirect-after';

/** Post an adoption listing (`/adopt/new`); once saved, back to the list after 1.5 s. */
const AdoptionNewScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  useRedirectAfter(saved, buildPath('adoption'), SAVED_FORM_REDIRECT_MS);
  return (
    <Page
      size="md"
      title={t('adoption:form.newTitle')}
      description={t('adoption:form.newDescription')}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ListingForm
          locked={saved}
          onSaved={() => {
            notifications.show({
              color: 'green',
              message: t('adoption:adoptionListingCreatedSuccessfully'),
            });
            setSaved(true);
          }}
          onCancel={() => void navigate(buildPath('adoption'))}
        />
      </Paper>
      {saved ? (
        <StatusMessage tone="success">
          {t('adoption:adoptionListingCreatedSuccessfully')}
        </StatusMessage>
      ) : null}
    </Page>
  );
};

export default AdoptionNewScreen;
