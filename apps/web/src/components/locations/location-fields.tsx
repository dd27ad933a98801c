import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import type { MapPoint } from '@patili/domain/locations';
import { foldForSearch } from '@patili/domain/shared';
import { IconCurrentLocation, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../feedback/error-alert';
import { useCities, useDistricts } from './use-locations';

/** Names found the Turkish way: "izmir", "IZMIR" and "İzmir" all find İzmir. */
export const foldedOptionsFilter: OptionsFilter = ({ options, search }) => {
  const wanted = foldForSearch(search);
  return (options as ComboboxItem[]).filter((option) => foldForSearch(option.label).includes(wanted));
};

/** The location a form edits: a city plate code and district from the city data, and a point. */
export type LocationValue = { cityCode: string; district: string; mapPoint: MapPoint | null };

export const EMPTY_LOCATION: LocationValue = { cityCode: '', district: '', mapPoint: null };

type LocationErrors = Partial<Record<'cityCode' | 'district' | 'mapPoint', string | null | undefined>>;

/**
 * City (il) and district (ilçe) pickers fed by the server's city data (never free text), plus an
 * optional exact point from the browser's location or typed coordinates.
 */
export const LocationFields = ({
  value,
  onChange,
  errors = {},
  required = false,
  districtRequired = required,
  withMapPoint = true,
}: {
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  errors?: LocationErrors;
  required?: boolean;
  /** Whether the district is marked required too (default: as `required`). */
  districtRequired?: boolean;
  withMapPoint?: boolean;
}) => {
  const { t } = useTranslation();
  const cities = useCities();
  const districts = useDistricts(value.cityCode);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);

  if (cities.isError) return <ErrorAlert message={t('locations:loadFailed')} onRetry={() => void cities.refetch()} />;

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateFailed(true);
      return;
    }
    setLocating(true);
    setLocateFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({
          ...value,
          mapPoint: {
            latitude: Number(position.coords.latitude.toFixed(6)),
            longitude: Number(position.coords.longitude.toFixed(6)),
          },
        });
      },
      () => {
        setLocating(false);
        setLocateFailed(true);
      },
      { timeout: 10_000 },
    );
  };

  const setCoordinate = (key: keyof MapPoint, input: string | number) => {
    const number = typeof input === 'number' ? input : Number.parseFloat(input);
    if (!Number.isFinite(number)) {
      onChange({ ...value, mapPoint: null });
      return;
    }
    const current = value.mapPoint ?? { latitude: 0, longitude: 0 };
    onChange({ ...value, mapPoint: { ...current, [key]: number } });
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('locations:city')}
          placeholder={t('locations:cityPlaceholder')}
          data={(cities.data?.cities ?? []).map((city) => ({ value: city.code, label: city.name }))}
          value={value.cityCode || null}
          onChange={(code) => onChange({ ...value, cityCode: code ?? '', district: '' })}
          searchable
          filter={foldedOptionsFilter}
          nothingFoundMessage="—"
          disabled={cities.isPending}
          withAsterisk={required}
          error={errors.cityCode}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('locations:district')}
          placeholder={value.cityCode ? t('locations:districtPlaceholder') : t('locations:chooseCityFirst')}
          data={districts.data?.districts ?? []}
          value={value.district || null}
          onChange={(district) => onChange({ ...value, district: district ?? '' })}
          searchable
          filter={foldedOptionsFilter}
          nothingFoundMessage="—"
          disabled={!value.cityCode || districts.isPending}
          withAsterisk={districtRequired}
          clearable={!districtRequired}
          error={errors.district}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {withMapPoint ? (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('locations:mapPoint')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('locations:mapPointHelp')}
          </Text>
          <SimpleGrid cols={{ base: 2 }} spacing="sm">
            <NumberInput
              aria-label={t('locations:latitude')}
              placeholder={t('locations:latitude')}
              value={value.mapPoint?.latitude ?? ''}
              onChange={(input) => setCoordinate('latitude', input)}
              decimalScale={6}
              hideControls
              error={errors.mapPoint}
            />
            <NumberInput
              aria-label={t('locations:longitude')}
              placeholder={t('locations:longitude')}
              value={value.mapPoint?.longitude ?? ''}
              onChange={(input) => setCoordinate('longitude', input)}
              decimalScale={6}
              hideControls
            />
          </SimpleGrid>
          <Group gap="xs">
            <Button variant="light" size="xs" leftSection={<IconCurrentLocation size={16} />} onClick={locate} loading={locating}>
              {t('locations:useMyLocation')}
            </Button>
            {value.mapPoint ? (
              <Button variant="subtle" color="gray" size="xs" leftSection={<IconX size={16} />} onClick={() => onChange({ ...value, mapPoint: null })}>
                {t('locations:clearPoint')}
              </Button>
            ) : null}
          </Group>
          {locateFailed ? (
            <Text size="xs" c="red">
              {t('locations:locationUnavailable')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
};
