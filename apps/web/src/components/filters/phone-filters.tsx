import { Box, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's filters as a phone shows them: the results come first, and a "Filtrele" button, which
 * says how many filters are on, opens the filters above them. From the small breakpoint up the
 * filters always show and the button does not.
 */
export const PhoneFilters = ({
  activeCount,
  children,
}: {
  activeCount: number;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        hiddenFrom="sm"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        aria-expanded={opened}
        aria-controls={id}
        onClick={() => setOpened((open) => !open)}
        data-testid="phone-filters-toggle"
      >
        {activeCount > 0
          ? t('common:phoneFilters.openActive', { count: activeCount })
          : t('common:phoneFilters.open')}
      </Button>
      <Box id={id} visibleFrom={opened ? undefined : 'sm'}>
        {children}
      </Box>
    </>
  );
};
