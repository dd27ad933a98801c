import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { SECURITY_ALERT_SEVERITIES, type SecurityAlertSeverity } from '@patili/domain/security';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';
import { SEVERITY_COLORS } from './alert-badges';

/**
 * The open alerts (new, acknowledged, investigating) by severity, most severe first. A tile is a
 * button that filters the list by its severity; pressed again, it clears the filter.
 */
export const AlertTiles = ({
  openBySeverity,
  selected,
  onSelect,
}: {
  openBySeverity: Partial<Record<SecurityAlertSeverity, number>> | undefined;
  selected: SecurityAlertSeverity | undefined;
  onSelect: (severity: SecurityAlertSeverity | undefined) => void;
}) => {
  const { t, i18n } = useTranslation();
  const severities = [...SECURITY_ALERT_SEVERITIES].reverse();
  return (
    <SimpleGrid
      cols={{ base: 3, md: 5 }}
      spacing="sm"
      component="section"
      aria-label={t('security:page.tiles.label')}
      data-testid="security-tiles"
    >
      {severities.map((severity) => {
        const count = openBySeverity?.[severity] ?? 0;
        const pressed = selected === severity;
        const color = SEVERITY_COLORS[severity];
        return (
          <UnstyledButton
            key={severity}
            onClick={() => onSelect(pressed ? undefined : severity)}
            aria-pressed={pressed}
            data-testid={`security-tile-${severity}`}
          >
            <Paper
              withBorder
              radius="md"
              p="sm"
              h="100%"
              style={{
                borderLeft: `4px solid var(--mantine-color-${color}-${severity === 'critical' ? 9 : 7})`,
                background: pressed ? `var(--mantine-color-${color}-0)` : undefined,
                outline: pressed ? `2px solid var(--mantine-color-${color}-8)` : undefined,
              }}
            >
              <Text size="sm" c="dimmed">
                {t(`security:severities.${severity}`)}
              </Text>
              {openBySeverity === undefined ? (
                <Skeleton h={30} w={40} mt={4} />
              ) : (
                <Text fz={26} fw={700} lh={1.2} c={count > 0 ? `${color}.9` : undefined}>
                  {formatNumber(count, i18n.language)}
                </Text>
              )}
              {/* The button's name is what it shows, then what it does (WCAG 2.5.3). */}
              <VisuallyHidden>{t('security:page.tiles.filterHint')}</VisuallyHidden>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
};
