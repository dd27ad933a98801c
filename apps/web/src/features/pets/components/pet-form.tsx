import {
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  ageFromBirthdate,
  MICROCHIP_LENGTH,
  PET_BREED_MAX,
  PET_GENDERS,
  PET_MAX_AGE,
  PET_NAME_MAX,
  PET_NOTES_MAX,
  PET_SPECIES,
  petInputSchemaFor,
  type Pet,
  type PetGender,
  type PetSpecies,
} from '@patili/domain/pets';
import { isIsoDate, istanbulToday } from '@patili/domain/shared';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SpeciesRadioGroup } from '../../../components/species/species-radio-group';
import { DateField } from '../../../components/dates/date-field';
import { StatusMessage } from '../../../components/feedback/status-message';
import { ImageUploadField } from '../../../components/files/image-upload-field';
import { useSchemaForm } from '../../../lib/form';
import { useFormBanner } from '../../../lib/form-banner';
import { useCreatePet } from '../api/create-pet';
import { useUpdatePet } from '../api/update-pet';

type PetFormValues = {
  name: string;
  species: PetSpecies | '';
  breed: string;
  birthdate: string;
  /** A number, or `''` while the input is empty (Mantine's NumberInput). */
  age: number | string;
  gender: PetGender;
  notes: string;
  microchip: string;
  photoFileId: string | null;
};

const toValues = (pet: Pet | undefined): PetFormValues => ({
  name: pet?.name ?? '',
  species: pet?.species ?? '',
  breed: pet?.breed ?? '',
  birthdate: pet?.birthdate ?? '',
  // With a birthdate the age is derived, so only a given age goes back into the input.
  age: pet && !pet.birthdate && pet.age !== null ? pet.age : '',
  gender: pet?.gender ?? 'unknown',
  notes: pet?.notes ?? '',
  microchip: pet?.microchip ?? '',
  photoFileId: pet?.photoFileId ?? null,
});

export type PetFormProps = {
  /** The pet being edited; without it the form adds a new pet. */
  pet?: Pet;
  onSaved: (pet: Pet) => void;
  onCancel: () => void;
};

/**
 * The pet form on the shared domain schema: name, species and an age (given, or
 * derived from the birthdate) are required, the age is not negative, and the birthdate is not
 * after today. Field messages come from the schema or the server; the banner repeats the
 * first one. Nothing typed is lost when saving fails.
 */
export const PetForm = ({ pet, onSaved, onCancel }: PetFormProps) => {
  const { t } = useTranslation();
  // The form's "today" is the visitor's day in Turkey, as on the server.
  const today = useMemo(() => istanbulToday(new Date()), []);
  const schema = useMemo(() => petInputSchemaFor(today), [today]);
  const form = useSchemaForm<PetFormValues>(schema, {
    initialValues: toValues(pet),
    // Checked on submit only: an error appearing on blur moves the buttons under the pointer
    // between press and release, and the submit click is lost.
    validateInputOnBlur: false,
  });
  const createPet = useCreatePet();
  const updatePet = useUpdatePet();
  const saving = createPet.isPending || updatePet.isPending;

  const values = form.getValues();
  const hasBirthdate = values.birthdate !== '';
  const derivedAge =
    isIsoDate(values.birthdate) && values.birthdate <= today
      ? ageFromBirthdate(values.birthdate, today)
      : null;

  const { banner, fieldError, validate, showSaveError } = useFormBanner<PetFormValues>(
    form,
    t('pets:fillRequiredPetFields'),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const input = schema.parse(form.getValues());
    try {
      const saved = pet
        ? await updatePet.mutateAsync({ petId: pet.id, input })
        : await createPet.mutateAsync(input);
      onSaved(saved.pet);
    } catch (error) {
      showSaveError(error, t('pets:errorSavingPet'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('pets:fields.name')}
          placeholder={t('pets:placeholders.name')}
          withAsterisk
          maxLength={PET_NAME_MAX}
          autoComplete="off"
          {...form.getInputProps('name')}
          error={fieldError('name')}
        />

        <SpeciesRadioGroup
          label={t('pets:fields.species')}
          name="species"
          {...form.getInputProps('species')}
          error={fieldError('species')}
          values={PET_SPECIES}
          testIdPrefix="species"
          cols={4}
        />

        <TextInput
          label={t('pets:fields.breed')}
          placeholder={t('pets:placeholders.breed')}
          maxLength={PET_BREED_MAX}
          autoComplete="off"
          {...form.getInputProps('breed')}
          error={fieldError('breed')}
        />

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField
            label={t('pets:fields.birthdate')}
            maxDate={today}
            clearable
            {...form.getInputProps('birthdate')}
            onChange={(next) => {
              form.setFieldValue('birthdate', next);
              if (next) {
                form.setFieldValue('age', '');
                form.clearFieldError('age');
              }
            }}
            error={fieldError('birthdate')}
          />
          {hasBirthdate ? (
            <NumberInput
              label={t('pets:fields.age')}
              value={derivedAge ?? ''}
              disabled
              description={t('pets:hints.ageFromBirthdate')}
            />
          ) : (
            <NumberInput
              label={t('pets:fields.age')}
              description={t('pets:hints.ageOrBirthdate')}
              withAsterisk
              allowDecimal={false}
              max={PET_MAX_AGE}
              clampBehavior="none"
              {...form.getInputProps('age')}
              error={fieldError('age')}
            />
          )}
        </SimpleGrid>

        <Input.Wrapper label={t('pets:fields.gender')} error={fieldError('gender')}>
          <SegmentedControl
            mt={6}
            fullWidth
            data={PET_GENDERS.map((gender) => ({
              value: gender,
              label: t(`pets:gender.${gender}`),
            }))}
            {...form.getInputProps('gender')}
          />
        </Input.Wrapper>

        <TextInput
          label={t('pets:fields.microchip')}
          description={t('pets:hints.microchip')}
          placeholder="792 0981 0012 3456"
          inputMode="numeric"
          autoComplete="off"
          // Room for the spaces people copy from a vaccination card.
          maxLength={MICROCHIP_LENGTH + 8}
          {...form.getInputProps('microchip')}
          error={fieldError('microchip')}
        />

        <Textarea
          label={t('pets:fields.notes')}
          placeholder={t('pets:placeholders.notes')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={PET_NOTES_MAX}
          {...form.getInputProps('notes')}
          error={fieldError('notes')}
        />

        <ImageUploadField
          purpose="pet_photo"
          name="pet-photo"
          label={t('pets:fields.photo')}
          description={t('pets:hints.photo')}
          value={values.photoFileId}
          onChange={(fileId) => {
            form.setFieldValue('photoFileId', fileId);
            form.clearFieldError('photoFileId');
          }}
          error={fieldError('photoFileId')}
          disabled={saving}
        />

        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('pets:form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {pet ? t('pets:form.save') : t('pets:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
