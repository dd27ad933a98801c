import { Center, SegmentedControl, Stack, Text } from '@mantine/core';
import { BROWSE_VIEWS, type BrowseView } from '@patili/domain/discovery';
import { IconLayoutGrid, IconMap2 } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS = { list: IconLayoutGrid, map: IconMap2 } as const;
const LABELS = { list: 'discovery:map.viewList', map: 'discovery:map.viewMap' } as const;

/**
 * List or map: a labelled radio group (Mantine's segmented control is one radio per choice), so
 * arrow keys move between the two and a screen reader names the group and the choice.
 */
export const BrowseViewToggle = ({ value, onChange }: { value: BrowseView; onChange: (view: BrowseView) => void }) => {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
      <Text component="span" id={labelId} size="sm" fw={500}>
        {t('discovery:map.viewLabel')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data-testid="browse-view"
        fullWidth
        value={value}
        onChange={(next) => onChange(BROWSE_VIEWS.find((view) => view === next) ?? value)}
        data={BROWSE_VIEWS.map((view) => {
          const Icon = ICONS[view];
          return {
            value: view,
            label: (
              <Center style={{ gap: 6 }}>
                <Icon size={16} aria-hidden />
                <span>{t(LABELS[view])}</span>
              </Center>
            ),
          };
        })}
      />
    </Stack>
  );
};
