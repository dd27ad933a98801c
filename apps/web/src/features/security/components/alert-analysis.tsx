import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { SecurityAlert } from '@patili/domain/security';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment } from '../../../lib/format';
import { useAnalyseAlert } from '../api/analyse-alert';

/**
 * The alert's analysis: the button runs it (the alert becomes
 * investigating); the stored analysis is shown as text with where it came from — the configured
 * model or the built-in rules — and when. A failure shows the server's translated reason.
 */
export const AlertAnalysis = ({ alert, allowed }: { alert: SecurityAlert; allowed: boolean }) => {
  const { t, i18n } = useTranslation();
  const analyse = useAnalyseAlert();
  const hasAnalysis = alert.aiAnalysis !== null && alert.aiAnalysis.trim() !== '';
  return (
    <Stack gap="sm" component="section" aria-labelledby="security-analysis-title">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="md" id="security-analysis-title">
          {t('security:page.analysis.title')}
        </Title>
        <Button
          size="sm"
          variant={hasAnalysis ? 'light' : 'filled'}
          leftSection={<IconSparkles size={16} aria-hidden />}
          loading={analyse.isPending}
          disabled={!allowed}
          onClick={() => analyse.mutate(alert.id)}
          data-testid="security-analyse"
        >
          {hasAnalysis ? t('security:page.analysis.rerun') : t('security:page.analysis.run')}
        </Button>
      </Group>
      {analyse.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('security:page.analysis.running')}
          </Text>
        </Group>
      ) : null}
      {analyse.isError ? (
        <StatusMessage tone="error">{errorMessage(analyse.error, t('security:page.analysis.failed'))}</StatusMessage>
      ) : null}
      {hasAnalysis ? (
        <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="security-analysis">
          <Stack gap="xs">
            <Text size="xs" c="dimmed" data-testid="security-analysis-source">
              {alert.analysisSource
                ? t('security:page.analysis.sourceLine', {
                    source: t(`security:analysisSources.${alert.analysisSource}`),
                    time: alert.analysedAt ? formatIstanbulMoment(alert.analysedAt, i18n.language) : '—',
                  })
                : null}
            </Text>
            {/* Paragraphs as sent; the built-in analysis heads each with its title. Always text. */}
            {(alert.aiAnalysis ?? '').split(/\n\s*\n/).map((paragraph, index) => {
              const [first = '', ...rest] = paragraph.split('\n');
              const headed = alert.analysisSource === 'rules' && rest.length > 0;
              return (
                <Text key={index} size="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {headed ? (
                    <>
                      <Text span fw={700} size="sm">
                        {first}
                      </Text>
                      {`\n${rest.join('\n')}`}
                    </>
                  ) : (
                    paragraph
                  )}
                </Text>
              );
            })}
          </Stack>
        </Paper>
      ) : !analyse.isPending ? (
        <Text size="sm" c="dimmed">
          {allowed ? t('security:page.analysis.none') : t('security:page.analysis.closed')}
        </Text>
      ) : null}
    </Stack>
  );
};
