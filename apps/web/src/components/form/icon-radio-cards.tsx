import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { ComponentType } from 'react';

type CardIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/**
 * The cards of a `Radio.Group` that picks a kind of animal (or any short set): each card an icon and
 * a label, two per row on a phone and `cols` from the small breakpoint on. Put it inside the form's
 * `Radio.Group`, which holds the label, the value and the error.
 */
export const IconRadioCards = <V extends string>({
  values,
  icons,
  labelOf,
  testIdPrefix,
  cols,
  disabled = false,
}: {
  values: readonly V[];
  icons: Readonly<Record<V, CardIcon>>;
  labelOf: (value: V) => string;
  /** Each card's `data-testid` is this, a dash and its value. */
  testIdPrefix: string;
  cols: number;
  disabled?: boolean;
}) => (
  <SimpleGrid cols={{ base: 2, sm: cols }} spacing="xs" mt={6}>
    {values.map((value) => {
      const ValueIcon: CardIcon = icons[value];
      return (
        <Radio.Card
          key={value}
          value={value}
          radius="md"
          p="sm"
          data-testid={`${testIdPrefix}-${value}`}
          disabled={disabled}
        >
          <Group gap="xs" wrap="nowrap">
            <Radio.Indicator size="xs" />
            <ValueIcon size={20} aria-hidden />
            <Text fw={500} size="sm">
              {labelOf(value)}
            </Text>
          </Group>
        </Radio.Card>
      );
    })}
  </SimpleGrid>
);
