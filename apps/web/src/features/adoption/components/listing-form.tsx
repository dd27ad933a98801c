import {
  Button,
  Checkbox,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADOPTION_ADDITIONAL_INFO_MAX,
  ADOPTION_AGE_UNITS,
  ADOPTION_ANIMAL_TYPES,
  ADOPTION_BREED_MAX,
  ADOPTION_GENDERS,
  ADOPTION_NOTES_MAX,
  ADOPTION_PHOTOS_MAX,
  adoptionListingInputSchema,
  type AdoptionAgeUnit,
  type AdoptionAnimalType,
  type AdoptionGender,
  type AdoptionListing,
} from '@patili/domain/adoption';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SpeciesRadioGroup } from '../../../components/species/species-radio-group';
import { StatusMessage } from '../../../components/feedback/status-message';
import { FileGalleryField } from '../../../components/files/file-gallery-field';
import { LocationFields } from '../../../components/locations/location-fields';
import { useSchemaForm } from '../../../lib/form';
import { useFormBanner } from '../../../lib/form-banner';
import { useCreateListing } from '../api/create-listing';
import { useUpdateListing } from '../api/update-listing';
import { AdoptionPolicy } from './adoption-policy';

type ListingFormValues = {
  animalType: AdoptionAnimalType | '';
  breed: string;
  gender: AdoptionGender | '';
  /** A number, or `''` while the input is empty (Mantine's NumberInput). */
  age: number | string;
  ageUnit: AdoptionAgeUnit;
  isVaccinated: boolean;
  isNeutered: boolean;
  healthNotes: string;
  characterNotes: string;
  photoIds: string[];
  cityCode: string;
  district: string;
  additionalInfo: string;
};

const toValues = (listing: AdoptionListing | undefined): ListingFormValues => ({
  animalType: listing?.animalType ?? '',
  breed: listing?.breed ?? '',
  gender: listing?.gender ?? '',
  age: listing?.age ?? '',
  ageUnit: listing?.ageUnit ?? 'years',
  isVaccinated: listing?.isVaccinated ?? false,
  isNeutered: listing?.isNeutered ?? false,
  healthNotes: listing?.healthNotes ?? '',
  characterNotes: listing?.characterNotes ?? '',
  photoIds: listing?.photos.map((photo) => photo.id) ?? [],
  cityCode: listing?.cityCode ?? '',
  district: listing?.district ?? '',
  additionalInfo: listing?.additionalInfo ?? '',
});

/**
 * The adoption listing form on the shared domain schema: animal type, breed, gender,
 * age and city are required, the age is above 0, and there are 1 to 5 photos. Field messages come
 * from the schema or the server; the banner repeats the first one. Nothing typed is lost when
 * saving fails. `onSaved` runs once the listing is saved; the screen says so and moves on.
 */
export const ListingForm = ({
  listing,
  onSaved,
  onCancel,
  locked = false,
}: {
  /** The listing being edited; without it the form posts a new one. */
  listing?: AdoptionListing;
  onSaved: (listing: AdoptionListing) => void;
  onCancel: () => void;
  /** Saved and about to leave: nothing more to change. */
  locked?: boolean;
}) => {
  const { t } = useTranslation();
  const form = useSchemaForm<ListingFormValues>(adoptionListingInputSchema, {
    initialValues: toValues(listing),
    // Checked on submit only, as the pet form: an error appearing on blur moves the buttons.
    validateInputOnBlur: false,
  });
  const createListing = useCreateListing();
  const updateListing = useUpdateListing();
  const saving = createListing.isPending || updateListing.isPending;
  const disabled = saving || locked;
  const values = form.getValues();

  const { banner, fieldError, validate, showSaveError } =
    useFormBanner<ListingFormValues>(form, t('adoption:fillAllRequiredFields'));
  const clearError = (field: keyof ListingFormValues) => form.clearFieldError(field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled || !validate()) return;
    const input = adoptionListingInputSchema.parse(form.getValues());
    try {
      const saved = listing
        ? await updateListing.mutateAsync({ listingId: listing.id, input })
        : await createListing.mutateAsync(input);
      onSaved(saved.listing);
    } catch (error) {
      showSaveError(
        error,
        listing
          ? t('adoption:errorUpdatingAdoptionListing')
          : t('adoption:errorCreatingAdoptionListing'),
      );
    }
  };

  const photoCount = values.photoIds.length;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={listing ? t('adoption:form.editTitle') : t('adoption:form.newTitle')}
    >
      <Stack gap="lg">
        <AdoptionPolicy />
        <Text size="sm" c="dimmed">
          {t('adoption:hints.required')}
        </Text>

        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('adoption:form.animalSection')}
          </Title>
          <SpeciesRadioGroup
            label={t('adoption:fields.animalType')}
            name="animalType"
            {...form.getInputProps('animalType')}
            error={fieldError('animalType')}
            values={ADOPTION_ANIMAL_TYPES}
            testIdPrefix="animal"
            cols={5}
            disabled={disabled}
          />

          <TextInput
            label={t('adoption:fields.breed')}
            placeholder={t('adoption:placeholders.breed')}
            withAsterisk
            maxLength={ADOPTION_BREED_MAX}
            autoComplete="off"
            disabled={disabled}
            {...form.getInputProps('breed')}
            error={fieldError('breed')}
          />

          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Input.Wrapper
              label={t('adoption:fields.gender')}
              withAsterisk
              error={fieldError('gender')}
              id="adoption-gender"
            >
              <SegmentedControl
                mt={6}
                fullWidth
                disabled={disabled}
                aria-labelledby="adoption-gender-label"
                data={ADOPTION_GENDERS.map((gender) => ({
                  value: gender,
                  label: t(`adoption:gender.${gender}`),
                }))}
                value={values.gender}
                onChange={(next) => {
                  form.setFieldValue('gender', next);
                  clearError('gender');
                }}
                data-testid="adoption-gender"
              />
            </Input.Wrapper>
            <SimpleGrid cols={2} spacing="xs">
              <NumberInput
                label={t('adoption:fields.age')}
                withAsterisk
                allowDecimal={false}
                allowNegative={false}
                min={1}
                clampBehavior="none"
                disabled={disabled}
                {...form.getInputProps('age')}
                error={fieldError('age')}
              />
              <Input.Wrapper label={t('adoption:fields.ageUnit')} id="adoption-age-unit">
                <SegmentedControl
                  mt={6}
                  fullWidth
                  disabled={disabled}
                  aria-labelledby="adoption-age-unit-label"
                  data={ADOPTION_AGE_UNITS.map((unit) => ({
                    value: unit,
                    label: t(`adoption:ageUnit.${unit}`),
                  }))}
                  {...form.getInputProps('ageUnit')}
                />
              </Input.Wrapper>
            </SimpleGrid>
          </SimpleGrid>
        </Stack>

        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('adoption:form.healthSection')}
          </Title>
          <Group gap="xl">
            <Checkbox
              label={t('adoption:fields.isVaccinated')}
              disabled={disabled}
              {...form.getInputProps('isVaccinated', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('adoption:fields.isNeutered')}
              disabled={disabled}
              {...form.getInputProps('isNeutered', { type: 'checkbox' })}
            />
          </Group>
          <Textarea
            label={t('adoption:fields.healthNotes')}
            placeholder={t('adoption:placeholders.healthNotes')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={ADOPTION_NOTES_MAX}
            disabled={disabled}
            {...form.getInputProps('healthNotes')}
            error={fieldError('healthNotes')}
          />
          <Textarea
            label={t('adoption:fields.characterNotes')}
            placeholder={t('adoption:placeholders.characterNotes')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={ADOPTION_NOTES_MAX}
            disabled={disabled}
            {...form.getInputProps('characterNotes')}
            error={fieldError('characterNotes')}
          />
        </Stack>

        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('adoption:form.photosSection')}
          </Title>
          <FileGalleryField
            purpose="adoption_photo"
            name="adoption-photos"
            label={t('adoption:fields.photos')}
            description={
              photoCount >= ADOPTION_PHOTOS_MAX
                ? t('adoption:maxPhotosWarning')
                : t('adoption:hints.photos')
            }
            withAsterisk
            max={ADOPTION_PHOTOS_MAX}
            value={values.photoIds}
            onChange={(ids) => {
              form.setFieldValue('photoIds', ids);
              clearError('photoIds');
            }}
            error={fieldError('photoIds')}
            disabled={disabled}
          />
        </Stack>

        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('adoption:form.locationSection')}
          </Title>
          <LocationFields
            value={{ cityCode: values.cityCode, district: values.district, mapPoint: null }}
            onChange={(next) => {
              form.setFieldValue('cityCode', next.cityCode);
              form.setFieldValue('district', next.district);
              clearError('cityCode');
              clearError('district');
            }}
            errors={{
              cityCode: fieldError('cityCode') as string | undefined,
              district: fieldError('district') as string | undefined,
            }}
            required
            districtRequired={false}
            withMapPoint={false}
          />
          <Textarea
            label={t('adoption:fields.additionalInfo')}
            placeholder={t('adoption:placeholders.additionalInfo')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={ADOPTION_ADDITIONAL_INFO_MAX}
            disabled={disabled}
            {...form.getInputProps('additionalInfo')}
            error={fieldError('additionalInfo')}
          />
        </Stack>

        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('adoption:form.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={locked} data-testid="adoption-submit">
            {listing ? t('adoption:form.save') : t('adoption:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
