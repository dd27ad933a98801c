import { Badge, Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { formatMicrochip, type Pet } from '@patili/domain/pets';
import { speciesLabelKey } from '@patili/domain/shared';
import {
  IconChevronDown,
  IconChevronUp,
  IconEdit,
  IconGenderFemale,
  IconGenderMale,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ageLabel } from '../utils/age-label';
import { PetImage } from './pet-image';
import { VaccinationList } from './vaccination-list';

const GENDER_ICONS = { male: IconGenderMale, female: IconGenderFemale } as const;

/**
 * One pet in the grid: photo or placeholder, name, species, breed, age and gender, edit and
 * delete, and its vaccination records on demand (fetched only when opened).
 */
export const PetCard = ({ pet, onDelete }: { pet: Pet; onDelete: (pet: Pet) => void }) => {
  const { t } = useTranslation();
  const [showRecords, setShowRecords] = useState(false);
  const GenderIcon = pet.gender === 'unknown' ? null : GENDER_ICONS[pet.gender];
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid="pet-card"
      aria-label={pet.name}
      component="article"
    >
      <Card.Section>
        <PetImage pet={pet} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" lineClamp={1} style={{ wordBreak: 'break-word' }}>
            {pet.name}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {t(speciesLabelKey(pet.species))}
          </Badge>
        </Group>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <Text size="sm">{ageLabel(t, pet.age)}</Text>
          {GenderIcon ? (
            <>
              <Text size="sm" aria-hidden>
                ·
              </Text>
              <GenderIcon size={16} aria-hidden />
              <Text size="sm">{t(`pets:gender.${pet.gender}`)}</Text>
            </>
          ) : null}
        </Group>
        {pet.breed ? (
          <Text size="sm" lineClamp={1}>
            {pet.breed}
          </Text>
        ) : null}
        {pet.microchip ? (
          <Text size="sm" c="dimmed">
            {t('pets:card.microchip', { number: formatMicrochip(pet.microchip) })}
          </Text>
        ) : null}
        {pet.notes ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {pet.notes}
          </Text>
        ) : null}
      </Stack>
      <Group mt="md" gap="xs" grow>
        <Button
          component={Link}
          to={buildPath('owner.pets.edit', { petId: pet.id })}
          variant="light"
          leftSection={<IconEdit size={16} />}
        >
          {t('pets:card.edit')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => onDelete(pet)}
        >
          {t('pets:card.delete')}
        </Button>
      </Group>
      <Button
        mt="xs"
        variant="subtle"
        color="gray"
        size="compact-sm"
        fullWidth
        rightSection={showRecords ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        aria-expanded={showRecords}
        onClick={() => setShowRecords((open) => !open)}
      >
        {showRecords ? t('pets:card.hideVaccinations') : t('pets:card.showVaccinations')}
      </Button>
      <Collapse expanded={showRecords} keepMounted={false}>
        <Stack gap="xs" pt="xs">
          {showRecords ? <VaccinationList petId={pet.id} petName={pet.name} /> : null}
        </Stack>
      </Collapse>
    </Card>
  );
};
