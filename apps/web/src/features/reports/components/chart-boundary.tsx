import { Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ChartError = () => {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('reports:report.chartError')}
    </Text>
  );
};

/**
 * A chart that fails (its code could not be fetched, offline) says so in its place; the table
 * beside it still holds every figure, so the page stays whole.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ChartError /> : this.props.children;
  }
}
