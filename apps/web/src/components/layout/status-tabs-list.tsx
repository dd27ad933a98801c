import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list of status tabs that stays on one line and scrolls sideways on a phone, rather than
 * wrapping into rows (the owner's seven booking statuses do not fit 390 px).
 */
export const StatusTabsList = ({
  label,
  tabs,
}: {
  label: string;
  tabs: ReadonlyArray<{ value: string; label: ReactNode }>;
}) => (
  <Tabs.List
    aria-label={label}
    mb="lg"
    style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
  >
    {tabs.map((tab) => (
      <Tabs.Tab key={tab.value} value={tab.value} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {tab.label}
      </Tabs.Tab>
    ))}
  </Tabs.List>
);
