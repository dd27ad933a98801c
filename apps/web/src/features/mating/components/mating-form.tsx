import { Anchor, Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import {
  MATING_INFO_FIELDS,
  MATING_TEXT_MAX,
  MATING_TITLE_MAX,
  matingListingInputSchema,
  matingListingUpdateSchema,
  type MatingInfoField,
  type MatingListing,
} from '@patili/domain/mating';
import { SAVED_FORM_REDIRECT_MS, speciesLabelKey } from '@patili/domain/shared';
import type { PetSpecies } from '@patili/domain/pets';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { StatusMessage } from '../../../components/feedback/status-message';
import { LocationFields } from '../../../components/locations/location-fields';
import { useSchemaForm } from '../../../lib/form';
import { useFormBanner } from '../../../lib/form-banner';
import { useCreateMatingListing } from '../api/create-mating-listing';
import { useUpdateMatingListing } from '../api/update-mating-listing';

/** A pet the owner may list: one of their own (the screen reads them). */
export type MatingPetOption = { id: string; name: string; species: PetSpecies };

type MatingFormValues = {
  petId: string;
  listingTitle: string;
  city: string;
  district: string;
  isActive: boolean;
} & Record<MatingInfoField, string>;

const toValues = (listing: MatingListing | undefined): MatingFormValues => ({
  petId: listing?.petId ?? '',
  listingTitle: listing?.listingTitle ?? '',
  city: listing?.cityCode ?? '',
  district: listing?.district ?? '',
  healthInfo: listing?.healthInfo ?? '',
  pedigreeInfo: listing?.pedigreeInfo ?? '',
  temperament: listing?.temperament ?? '',
  matingTerms: listing?.matingTerms ?? '',
  desiredPartnerTraits: listing?.desiredPartnerTraits ?? '',
  isActive: listing?.isActive ?? true,
});

/**
 * The mating listing form on the shared domain schema: a pet of the owner's (fixed
 * once the listing exists), a title and a city are required ('Evcil hayvan seçimi, başlık ve şehir
 * zorunludur.'), text is trimmed and a blank district omitted. Without pets it asks for one first
 * and cannot be sent. A saved listing shows its success and, 1.5 s later, `onSaved` (the screen
 * goes back to the listings). Nothing typed is lost when saving fails.
 */
export const MatingForm = ({
  listing,
  pets,
  onSaved,
  onCancel,
}: {
  /** The listing being edited; without it the form creates one. */
  listing?: MatingListing;
  pets: readonly MatingPetOption[];
  onSaved: (listing: MatingListing) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const schema = listing ? matingListingUpdateSchema : matingListingInputSchema;
  const form = useSchemaForm<MatingFormValues>(schema, {
    initialValues: toValues(listing),
    validateInputOnBlur: false,
  });
  const createListing = useCreateMatingListing();
  const updateListing = useUpdateMatingListing();
  const [saved, setSaved] = useState<MatingListing | null>(null);
  const saving = createListing.isPending || updateListing.isPending;
  const noPets = !listing && pets.length === 0;

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => onSaved(saved), SAVED_FORM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, onSaved]);

  const { banner, fieldError, validate, showSaveError } =
    useFormBanner<MatingFormValues>(form, t('mating:requiredFields'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (noPets || saved || !validate()) return;
    const values = form.getValues();
    try {
      const result = listing
        ? await updateListing.mutateAsync({
            listingId: listing.id,
            input: matingListingUpdateSchema.parse(values),
          })
        : await createListing.mutateAsync(matingListingInputSchema.parse(values));
      setSaved(result.listing);
    } catch (error) {
      showSaveError(error, t('mating:submitFailed'));
    }
  };

  const values = form.getValues();
  const petOptions = listing
    ? [{ value: listing.petId, label: t('mating:form.petOption', { name: listing.petName, species: t(speciesLabelKey(listing.species)) }) }]
    : pets.map((pet) => ({
        value: pet.id,
        label: t('mating:form.petOption', { name: pet.name, species: t(speciesLabelKey(pet.species)) }),
      }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {noPets ? (
          <EmptyState
            testId="mating-no-pets"
            icon={<IconPlus size={26} />}
            title={t('mating:form.noPetsTitle')}
            body={t('mating:form.noPets')}
            action={
              <Anchor component={Link} to={buildPath('owner.pets.new')} fw={600}>
                {t('mating:form.addPet')}
              </Anchor>
            }
          />
        ) : null}

        <Select
          label={t('mating:fields.pet')}
          placeholder={t('mating:placeholders.pet')}
          withAsterisk
          data={petOptions}
          disabled={Boolean(listing) || noPets}
          description={listing ? t('mating:hints.petLocked') : undefined}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('petId')}
          onChange={(petId: string | null) => {
            form.setFieldValue('petId', petId ?? '');
            form.clearFieldError('petId');
          }}
          error={fieldError('petId')}
        />

        <TextInput
          label={t('mating:fields.listingTitle')}
          placeholder={t('mating:placeholders.listingTitle')}
          withAsterisk
          maxLength={MATING_TITLE_MAX}
          autoComplete="off"
          {...form.getInputProps('listingTitle')}
          error={fieldError('listingTitle')}
        />

        <LocationFields
          value={{ cityCode: values.city, district: values.district, mapPoint: null }}
          onChange={(next) => {
            form.setFieldValue('city', next.cityCode);
            form.setFieldValue('district', next.district);
            form.clearFieldError('city');
            form.clearFieldError('district');
          }}
          errors={{ cityCode: fieldError('city') as string | null | undefined, district: fieldError('district') as string | null | undefined }}
          withMapPoint={false}
          required
          districtRequired={false}
        />

        {MATING_INFO_FIELDS.map((field) => (
          <Textarea
            key={field}
            label={t(`mating:fields.${field}`)}
            placeholder={t(`mating:placeholders.${field}`)}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={MATING_TEXT_MAX}
            {...form.getInputProps(field)}
            error={fieldError(field)}
          />
        ))}

        <Checkbox
          label={t('mating:fields.isActive')}
          description={t('mating:hints.isActive')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />

        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}
        {saved ? (
          <StatusMessage tone="success">
            {listing ? t('mating:form.updated') : t('mating:form.created')}
          </StatusMessage>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving || saved !== null}>
            {t('mating:form.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={noPets || saved !== null}>
            {listing ? t('mating:form.save') : t('mating:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
