import { Loader, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { CONSENT_LABELS, type ConsentView } from '@patili/domain/privacy';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { StatusMessage } from '../../../components/feedback/status-message';
import { SectionCard } from '../../../components/layout/section-card';
import { errorMessage } from '../../../lib/error-message';
import { formatIstanbulDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useChangeConsent } from '../api/change-consent';
import { useConsents } from '../api/list-consents';

/**
 * Where a consent stands: given or taken back on a day, never decided (off), or on without being
 * asked (the reminder e-mails, which come until declined).
 */
const useDecisionLine = () => {
  const { t } = useTranslation();
  return ({ granted, decidedAt }: ConsentView): string => {
    if (decidedAt === null)
      return granted ? t('privacy:consentList.givenByDefault') : t('privacy:consentList.notGiven');
    const date = formatIstanbulDate(decidedAt, currentLocale());
    return granted
      ? t('privacy:consentList.given', { date })
      : t('privacy:consentList.withdrawn', { date });
  };
};

/** One consent's switch, named by its title; while it saves it waits, and a refusal sets it back. */
const ConsentSwitch = ({
  consent,
  onFailed,
}: {
  consent: ConsentView;
  onFailed: (message: string | null) => void;
}) => {
  const { t } = useTranslation();
  const change = useChangeConsent();
  const decisionLine = useDecisionLine();
  const id = useId();
  const labels = CONSENT_LABELS[consent.kind];
  const title = t(labels.title);
  const toggle = (granted: boolean) => {
    onFailed(null);
    change.mutate(
      { kind: consent.kind, granted },
      {
        onError: (error) =>
          onFailed(
            t('privacy:consentList.saveFailed', {
              title,
              reason: errorMessage(error, t('common:errors.generic')),
            }),
          ),
      },
    );
  };
  const describedBy = `${id}-description ${id}-state`;
  return (
    <Switch
      id={id}
      label={title}
      // The whole switch is one <label>: its name is the title alone, what it allows and where it
      // stands are read as its description.
      aria-label={title}
      aria-describedby={describedBy}
      description={
        <Stack gap={2} component="span">
          <span id={`${id}-description`}>{t(labels.description)}</span>
          <Text
            span
            size="xs"
            fw={600}
            c="gray.8"
            id={`${id}-state`}
            data-testid={`consent-${consent.kind}-state`}
          >
            {change.isPending ? t('privacy:consentList.saving') : decisionLine(consent)}
          </Text>
        </Stack>
      }
      checked={consent.granted}
      disabled={change.isPending}
      aria-busy={change.isPending}
      thumbIcon={change.isPending ? <Loader size={10} color="gray" /> : undefined}
      onChange={(event) => toggle(event.currentTarget.checked)}
      size="md"
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      data-testid={`consent-${consent.kind}`}
    />
  );
};

/**
 * "İzinlerim": every consent the user gives and can take back (KVKK açık rıza), each a switch
 * with what it allows and when it was last decided. A switch moves at once and shows that it is
 * saving; a failed save sets it back and says why.
 */
export const ConsentList = () => {
  const { t } = useTranslation();
  const consents = useConsents();
  const [failure, setFailure] = useState<string | null>(null);

  const body = () => {
    if (consents.isPending)
      return (
        <Stack gap="md" aria-busy="true" aria-label={t('privacy:consentList.loading')}>
          {[0, 1, 2].map((row) => (
            <Stack key={row} gap={6}>
              <Skeleton height={20} width="55%" radius="sm" />
              <Skeleton height={14} width="85%" radius="sm" />
            </Stack>
          ))}
        </Stack>
      );
    if (consents.isError)
      return (
        <ErrorAlert
          message={t('privacy:consentList.loadFailed')}
          onRetry={() => void consents.refetch()}
        />
      );
    return (
      <Stack gap="lg">
        {consents.data.consents.map((consent) => (
          <ConsentSwitch key={consent.kind} consent={consent} onFailed={setFailure} />
        ))}
      </Stack>
    );
  };

  return (
    <SectionCard
      headingId="privacy-consents"
      title={t('privacy:consentList.title')}
      description={t('privacy:consentList.description')}
      data-testid="privacy-consents"
    >
      {body()}
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
    </SectionCard>
  );
};
