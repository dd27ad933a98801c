import { Anchor, List, Stack, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SectionCard } from '../../../components/layout/section-card';

/** The id of account settings' danger zone, where the account is deleted (accounts' `DangerZone`). */
const DELETE_ACCOUNT_ANCHOR = 'delete-account';

/**
 * The legal texts the data is processed under (the KVKK aydınlatma metni is the privacy policy)
 * and the way to account deletion, which account settings holds.
 */
export const PrivacyLinks = () => {
  const { t } = useTranslation();
  return (
    <SectionCard
      headingId="privacy-links"
      title={t('privacy:links.title')}
      description={t('privacy:links.description')}
      data-testid="privacy-links"
    >
      <List size="sm" spacing="sm">
        <List.Item>
          <Anchor component={Link} to={buildPath('privacyPolicy')}>
            {t('privacy:links.privacyPolicy')}
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={buildPath('termsOfService')}>
            {t('privacy:links.termsOfService')}
          </Anchor>
        </List.Item>
        <List.Item>
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={{ pathname: buildPath('accountSettings'), hash: DELETE_ACCOUNT_ANCHOR }}
              c="red.8"
            >
              {t('privacy:links.deleteAccount')}
            </Anchor>
            <Text size="sm" c="gray.7">
              {t('privacy:links.deleteAccountHelp')}
            </Text>
          </Stack>
        </List.Item>
      </List>
    </SectionCard>
  );
};
