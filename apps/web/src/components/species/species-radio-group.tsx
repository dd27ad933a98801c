import { Radio, type RadioGroupProps } from '@mantine/core';
import { speciesLabelKey, type Species } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { IconRadioCards } from '../form/icon-radio-cards';
import { SPECIES_ICONS } from './species-icons';

/**
 * A required choice of species as a `Radio.Group` of cards, each its icon and its name; the
 * group takes the form's label, value and error.
 */
export const SpeciesRadioGroup = <S extends Species>({
  values,
  testIdPrefix,
  cols,
  disabled = false,
  ...group
}: Omit<RadioGroupProps, 'children'> & {
  values: readonly S[];
  /** Each card's `data-testid` is this, a dash and its species. */
  testIdPrefix: string;
  cols: number;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Radio.Group withAsterisk {...group}>
      <IconRadioCards
        values={values}
        icons={SPECIES_ICONS}
        labelOf={(species) => t(speciesLabelKey(species))}
        testIdPrefix={testIdPrefix}
        cols={cols}
        disabled={disabled}
      />
    </Radio.Group>
  );
};
