import { Group, Loader, Stack, Text } from '@mantine/core';
import type { QuoteBookingResponse } from '@patili/domain/bookings';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage } from '../../../lib/form';
import { PriceBreakdown } from './price-breakdown';

/**
 * The live quote on the book screen: a hint until the terms are whole, then the server's
 * breakdown (or its reason for refusing, such as a price outside the allowed range).
 */
export const QuotePanel = ({
  quote,
  ready,
}: {
  quote: UseQueryResult<QuoteBookingResponse>;
  ready: boolean;
}) => {
  const { t } = useTranslation();
  let body;
  if (!ready) {
    body = (
      <Text size="sm" c="dimmed">
        {t('bookings:quote.fillToSee')}
      </Text>
    );
  } else if (quote.isError) {
    body = (
      <StatusMessage tone="error">
        {errorMessage(quote.error, t('bookings:errorFetchingQuote'))}
      </StatusMessage>
    );
  } else if (!quote.data) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('bookings:quote.loading')}
        </Text>
      </Group>
    );
  } else {
    body = (
      <Stack gap="xs" style={{ opacity: quote.isFetching ? 0.6 : 1 }} aria-busy={quote.isFetching}>
        <PriceBreakdown price={quote.data.price} viewer="owner" />
        <Text size="xs" c="dimmed">
          {t('bookings:quote.savedNote')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" aria-live="polite" data-testid="quote-panel">
      <Text fw={700}>{t('bookings:quote.title')}</Text>
      {body}
    </Stack>
  );
};
