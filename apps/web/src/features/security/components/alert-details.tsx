import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatIstanbulMoment } from '../../../lib/format';
import { detailEntries, humaniseKey } from '../utils/alert-details';

/**
 * An alert's details (a free object from its detector) as a key/value list. Keys the catalogue
 * knows (`security:page.detailKeys.*`) read in the interface's language, others are put in words;
 * every value is plain text — an attacker's input recorded here is shown as typed, never as markup.
 */
export const AlertDetails = ({ details }: { details: Record<string, unknown> }) => {
  const { t, i18n } = useTranslation();
  const entries = detailEntries(details, (iso) => formatIstanbulMoment(iso, i18n.language));
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('security:page.dialog.noDetails')}
      </Text>
    );
  }
  // `fields.1.rule` reads "Alanlar · 1 · Kural": each known part in the language, others in words.
  const label = (key: string) =>
    key
      .split('.')
      .map((part) => {
        const known = `security:page.detailKeys.${part}`;
        if (i18n.exists(known)) return t(known as 'security:page.detailKeys.reason');
        return /^\d+$/.test(part) ? part : humaniseKey(part);
      })
      .join(' · ');
  // A detector's coded value (`reason: lockout`) in words when the catalogue knows it.
  const value = (key: string, text: string) => {
    const known = `security:page.detailValues.${key}.${text}`;
    return !text.includes('.') && i18n.exists(known) ? t(known as 'security:page.detailValues.reason.lockout') : text;
  };
  return (
    <Table withTableBorder variant="vertical" layout="fixed" fz="sm" data-testid="security-alert-details">
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.key}>
            <Table.Th w="40%" style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
              {label(entry.key)}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value(entry.key, entry.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
