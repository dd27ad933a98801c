import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { PET_SPECIES, type PetSpecies } from '@patili/domain/pets';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { foldedOptionsFilter } from '../../../components/locations/location-fields';
import { useCities } from '../../../components/locations/use-locations';

export type MatingFilterValues = { species: PetSpecies | undefined; city: string | undefined };

/** The list's filters: the pet's species and the city, kept in the URL by the screen. */
export const MatingFilters = ({
  value,
  onChange,
}: {
  value: MatingFilterValues;
  onChange: (next: MatingFilterValues) => void;
}) => {
  const { t } = useTranslation();
  const cities = useCities();
  const filtered = value.species !== undefined || value.city !== undefined;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('mating:list.filters')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
        <Select
          label={t('mating:list.speciesFilter')}
          placeholder={t('mating:species.all')}
          data={PET_SPECIES.map((species) => ({ value: species, label: t(speciesLabelKey(species)) }))}
          value={value.species ?? null}
          onChange={(species) => onChange({ ...value, species: species ?? undefined })}
          clearable
          allowDeselect
          comboboxProps={{ withinPortal: true }}
          data-testid="mating-species-filter"
        />
        <Select
          label={t('mating:list.cityFilter')}
          placeholder={t('mating:list.cityFilterPlaceholder')}
          data={(cities.data?.cities ?? []).map((city) => ({ value: city.code, label: city.name }))}
          value={value.city ?? null}
          onChange={(city) => onChange({ ...value, city: city ?? undefined })}
          searchable
          clearable
          filter={foldedOptionsFilter}
          nothingFoundMessage="—"
          disabled={cities.isPending}
          error={cities.isError ? t('locations:loadFailed') : undefined}
          comboboxProps={{ withinPortal: true }}
          data-testid="mating-city-filter"
        />
        <Group>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} />}
            disabled={!filtered}
            onClick={() => onChange({ species: undefined, city: undefined })}
          >
            {t('mating:list.clearFilters')}
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
};
