import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { SUPPORT_EMAIL } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { Logo } from '../../components/layout/logo';
import { hrefOf } from '../../lib/paths';

/** Footer: privacy policy, terms of service, the disclaimer and the support mailbox. */
export const Footer = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg" px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="center">
        <Logo size={24} />
        <Group gap="md" justify="center" component="nav" aria-label="footer">
          <Anchor href={hrefOf(buildPath('privacyPolicy'))} size="sm" c="dimmed">
            {t('common:footer.privacyPolicy')}
          </Anchor>
          <Anchor href={hrefOf(buildPath('termsOfService'))} size="sm" c="dimmed">
            {t('common:footer.termsOfService')}
          </Anchor>
          <Anchor href={hrefOf(buildPath('legalDisclaimer'))} size="sm" c="dimmed">
            {t('common:footer.legalDisclaimer')}
          </Anchor>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" c="dimmed">
            {t('common:footer.support')}: {SUPPORT_EMAIL}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          {t('common:footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Stack>
    </Container>
  );
};
