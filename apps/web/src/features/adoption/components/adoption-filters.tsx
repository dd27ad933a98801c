import {
  Button,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  ADOPTION_ANIMAL_TYPES,
  ADOPTION_CITY_FILTER_MAX,
  ADOPTION_MAX_AGE_YEARS,
  hasAdoptionFilters,
  type AdoptionListState,
} from '@patili/domain/adoption';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { numberInputSeparators } from '../../../lib/format';

const ANY = 'any';
const TYPING_DELAY_MS = 400;

type Props = {
  state: AdoptionListState;
  onChange: (changes: Partial<AdoptionListState>) => void;
  onClear: () => void;
};

const yesNoValue = (value: boolean | null) => (value === null ? ANY : String(value));
const yesNoOf = (value: string | null) =>
  value === 'true' ? true : value === 'false' ? false : null;
const numberOf = (value: string | number): number | null => {
  if (value === '' || value === null) return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? number : null;
};

/**
 * The adoption filter bar: animal type, city (any part of its name, any case), vaccinated,
 * neutered, and minimum and maximum age in years. Typed values are sent after a pause; a maximum
 * below the minimum is pointed out and not sent.
 */
export const AdoptionFilters = ({ state, onChange, onClear }: Props) => {
  const { t, i18n } = useTranslation();
  const [city, setCity] = useState(state.city);
  const [minAge, setMinAge] = useState<string | number>(state.minAge ?? '');
  const [maxAge, setMaxAge] = useState<string | number>(state.maxAge ?? '');
  const sent = useRef({ city: state.city, minAge: state.minAge, maxAge: state.maxAge });

  // Back, forward or "clear" changed the address: show it, unless it is what was just typed.
  useEffect(() => {
    if (state.city !== sent.current.city) setCity(state.city);
    if (state.minAge !== sent.current.minAge) setMinAge(state.minAge ?? '');
    if (state.maxAge !== sent.current.maxAge) setMaxAge(state.maxAge ?? '');
    sent.current = { city: state.city, minAge: state.minAge, maxAge: state.maxAge };
  }, [state.city, state.minAge, state.maxAge]);

  const min = numberOf(minAge);
  const max = numberOf(maxAge);
  const rangeError =
    min !== null && max !== null && max < min ? t('adoption:validation.ageRange') : null;

  const sendTyped = useDebouncedCallback(
    (next: { city: string; minAge: number | null; maxAge: number | null }) => {
      if (next.minAge !== null && next.maxAge !== null && next.maxAge < next.minAge) return;
      sent.current = { city: next.city.trim(), minAge: next.minAge, maxAge: next.maxAge };
      onChange({ city: next.city.trim(), minAge: next.minAge, maxAge: next.maxAge });
    },
    TYPING_DELAY_MS,
  );

  const yesNoData = [
    { value: ANY, label: t('adoption:filters.any') },
    { value: 'true', label: t('adoption:yes') },
    { value: 'false', label: t('adoption:no') },
  ];
  const separators = numberInputSeparators(i18n.language);

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-label={t('adoption:filters.label')}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Select
            label={t('adoption:filters.animalType')}
            data={[
              { value: ANY, label: t('adoption:filters.any') },
              ...ADOPTION_ANIMAL_TYPES.map((type) => ({
                value: type,
                label: t(speciesLabelKey(type)),
              })),
            ]}
            value={state.animalType ?? ANY}
            onChange={(value) =>
              onChange({
                animalType: value && value !== ANY ? value : null,
              })
            }
            allowDeselect={false}
            data-testid="filter-animal-type"
          />
          <TextInput
            label={t('adoption:filters.city')}
            placeholder={t('adoption:filters.cityPlaceholder')}
            value={city}
            maxLength={ADOPTION_CITY_FILTER_MAX}
            type="search"
            leftSection={<IconSearch size={16} />}
            onChange={(event) => {
              setCity(event.currentTarget.value);
              sendTyped({ city: event.currentTarget.value, minAge: min, maxAge: max });
            }}
            rightSection={
              city ? (
                <CloseButton
                  size="sm"
                  aria-label={t('common:actions.close')}
                  onClick={() => {
                    setCity('');
                    sendTyped({ city: '', minAge: min, maxAge: max });
                    sendTyped.flush();
                  }}
                />
              ) : null
            }
            data-testid="filter-city"
          />
          <SimpleGrid cols={2} spacing="sm">
            <Select
              label={t('adoption:filters.vaccinated')}
              data={yesNoData}
              value={yesNoValue(state.vaccinated)}
              onChange={(value) => onChange({ vaccinated: yesNoOf(value) })}
              allowDeselect={false}
              data-testid="filter-vaccinated"
            />
            <Select
              label={t('adoption:filters.neutered')}
              data={yesNoData}
              value={yesNoValue(state.neutered)}
              onChange={(value) => onChange({ neutered: yesNoOf(value) })}
              allowDeselect={false}
              data-testid="filter-neutered"
            />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('adoption:filters.minAge')}
              value={minAge}
              min={0}
              max={ADOPTION_MAX_AGE_YEARS}
              decimalScale={1}
              clampBehavior="strict"
              {...separators}
              onChange={(value) => {
                setMinAge(value);
                sendTyped({ city, minAge: numberOf(value), maxAge: max });
              }}
              data-testid="filter-min-age"
            />
            <NumberInput
              label={t('adoption:filters.maxAge')}
              value={maxAge}
              min={0}
              max={ADOPTION_MAX_AGE_YEARS}
              decimalScale={1}
              clampBehavior="strict"
              {...separators}
              error={rangeError}
              onChange={(value) => {
                setMaxAge(value);
                sendTyped({ city, minAge: min, maxAge: numberOf(value) });
              }}
              data-testid="filter-max-age"
            />
          </SimpleGrid>
          <Group align="flex-end">
            <Button
              variant="default"
              leftSection={<IconFilterOff size={16} />}
              disabled={!hasAdoptionFilters(state) && city === '' && minAge === '' && maxAge === ''}
              onClick={() => {
                sendTyped.cancel();
                setCity('');
                setMinAge('');
                setMaxAge('');
                onClear();
              }}
            >
              {t('adoption:filters.clear')}
            </Button>
          </Group>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
