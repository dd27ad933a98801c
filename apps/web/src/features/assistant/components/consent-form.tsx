import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { AssistantConsent, AssistantConsentItems } from '@patili/domain/assistant';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatIstanbulMoment } from '../../../lib/format';
import { useSaveConsent } from '../api/save-consent';

/** The items Peri asks consent for, in the order the form lists them. */
export const CONSENT_ITEMS = [
  'name',
  'role',
  'recentActivity',
] as const satisfies readonly (keyof AssistantConsentItems)[];

/** Nothing is shared until the user turns it on. */
const NOTHING: AssistantConsentItems = { name: false, role: false, recentActivity: false };

const itemsOf = (consent: AssistantConsent | null): AssistantConsentItems =>
  consent
    ? { name: consent.name, role: consent.role, recentActivity: consent.recentActivity }
    : NOTHING;

/**
 * Consent per item, asked before the first question and changeable from the dialog's header:
 * a switch for each item with a sentence on what Peri does with it, and "Kaydet". A failed save
 * keeps the switches as they were set and says so in the spec's words.
 */
export const ConsentForm = ({
  consent,
  onSaved,
}: {
  consent: AssistantConsent | null;
  onSaved: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const [items, setItems] = useState<AssistantConsentItems>(() => itemsOf(consent));
  const save = useSaveConsent();

  return (
    <Stack
      component="form"
      gap="md"
      p="md"
      aria-labelledby="peri-consent-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(items, { onSuccess: onSaved });
      }}
    >
      <div>
        <Title order={3} size="h4" id="peri-consent-title">
          {t('assistant:dialog.consent.title')}
        </Title>
        <Text size="sm" mt={4}>
          {t('assistant:dialog.consent.intro')}
        </Text>
      </div>
      {CONSENT_ITEMS.map((item) => (
        <Switch
          key={item}
          checked={items[item]}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setItems((current) => ({ ...current, [item]: checked }));
          }}
          label={t(`assistant:dialog.consent.items.${item}.label`)}
          description={t(`assistant:dialog.consent.items.${item}.description`)}
          size="md"
          data-testid={`peri-consent-${item}`}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        />
      ))}
      {save.isError ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
          {t('assistant:dialog.consent.saveError')}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="gray.7">
          {consent
            ? t('assistant:dialog.consent.savedAt', {
                date: formatIstanbulMoment(consent.consentedAt, i18n.language),
              })
            : null}
        </Text>
        <Button type="submit" loading={save.isPending} data-testid="peri-consent-save">
          {t('assistant:dialog.consent.save')}
        </Button>
      </Group>
    </Stack>
  );
};
