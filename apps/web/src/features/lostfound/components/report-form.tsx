import {
  Button,
  Chip,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import {
  REPORT_ANIMAL_TYPES,
  REPORT_BREED_MAX,
  REPORT_COLORS,
  REPORT_CONTACT_MAX,
  REPORT_FEATURES_MAX,
  REPORT_GENDERS,
  REPORT_INFO_MAX,
  REPORT_LOCATION_MAX,
  REPORT_PET_NAME_MAX,
  REPORT_PHOTOS_MAX,
  REPORT_SIZES,
  reportInputSchemaFor,
  type Report,
  type ReportAnimalType,
  type ReportColor,
  type ReportGender,
  type ReportSize,
  type ReportType,
} from '@patili/domain/lostfound';
import { MICROCHIP_LENGTH } from '@patili/domain/pets';
import { istanbulToday, SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SpeciesRadioGroup } from '../../../components/species/species-radio-group';
import { DateField } from '../../../components/dates/date-field';
import { TimeField } from '../../../components/dates/time-field';
import { StatusMessage } from '../../../components/feedback/status-message';
import { FileGalleryField } from '../../../components/files/file-gallery-field';
import { LocationFields } from '../../../components/locations/location-fields';
import { useSchemaForm } from '../../../lib/form';
import { useFormBanner } from '../../../lib/form-banner';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useCreateReport } from '../api/create-report';
import { useUpdateReport } from '../api/update-report';

type ReportFormValues = {
  reportType: ReportType;
  petName: string;
  animalType: ReportAnimalType | '';
  breed: string;
  gender: ReportGender;
  colors: ReportColor[];
  size: ReportSize;
  distinguishingFeatures: string;
  lastSeenLocation: string;
  cityCode: string;
  district: string;
  lastSeenDate: string;
  lastSeenTime: string;
  photoIds: string[];
  additionalInfo: string;
  contactInfo: string;
  microchip: string;
};

const toValues = (report: Report | undefined): ReportFormValues => ({
  reportType: report?.reportType ?? 'lost',
  petName: report?.petName ?? '',
  animalType: report?.animalType ?? '',
  breed: report?.breed ?? '',
  gender: report?.gender ?? 'unknown',
  colors: report?.colors ?? [],
  size: report?.size ?? 'unknown',
  distinguishingFeatures: report?.distinguishingFeatures ?? '',
  lastSeenLocation: report?.lastSeenLocation ?? '',
  cityCode: report?.cityCode ?? '',
  district: report?.district ?? '',
  lastSeenDate: report?.lastSeenDate ?? '',
  lastSeenTime: report?.lastSeenTime ?? '',
  photoIds: report?.photos.map((photo) => photo.id) ?? [],
  additionalInfo: report?.additionalInfo ?? '',
  contactInfo: report?.contactInfo ?? '',
  microchip: report?.microchip ?? '',
});

/**
 * The lost-and-found form on the shared domain schema: report type, animal type,
 * last-seen location (with city and district) and date are required, the date is not after today
 * in Istanbul, 1–5 photos. Field messages come from the schema or the server; the banner repeats
 * the first. Nothing typed is lost when saving fails; once saved, the list opens after 1.5 s.
 */
export const ReportForm = ({ report, onCancel }: { report?: Report; onCancel: () => void }) => {
  const { t } = useTranslation();
  const today = useMemo(() => istanbulToday(new Date()), []);
  const schema = useMemo(() => reportInputSchemaFor(today), [today]);
  const form = useSchemaForm<ReportFormValues>(schema, {
    initialValues: toValues(report),
    validateInputOnBlur: false,
  });
  const createReport = useCreateReport();
  const updateReport = useUpdateReport();
  const [saved, setSaved] = useState(false);
  const saving = createReport.isPending || updateReport.isPending;
  useRedirectAfter(saved, buildPath('lostfound'), SAVED_FORM_REDIRECT_MS);

  const values = form.getValues();
  const { banner, fieldError, validate, showSaveError } =
    useFormBanner<ReportFormValues>(form, t('lostfound:validation.fillRequired'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const input = schema.parse(form.getValues());
    try {
      if (report) await updateReport.mutateAsync({ reportId: report.id, input });
      else await createReport.mutateAsync(input);
      setSaved(true);
    } catch (error) {
      showSaveError(
        error,
        report
          ? t('lostfound:errorUpdatingLostFoundReport')
          : t('lostfound:errorCreatingLostFoundReport'),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Input.Wrapper label={t('lostfound:form.reportType')} withAsterisk>
          <SegmentedControl
            mt={6}
            fullWidth
            color={values.reportType === 'lost' ? 'red' : 'teal'}
            data={[
              { value: 'lost', label: t('lostfound:type.lost') },
              { value: 'found', label: t('lostfound:type.found') },
            ]}
            {...form.getInputProps('reportType')}
          />
        </Input.Wrapper>

        <SpeciesRadioGroup
          label={t('lostfound:form.animalType')}
          name="animalType"
          {...form.getInputProps('animalType')}
          error={fieldError('animalType')}
          values={REPORT_ANIMAL_TYPES}
          testIdPrefix="animal"
          cols={4}
        />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('lostfound:form.petName')}
            placeholder={t('lostfound:form.petNamePlaceholder')}
            maxLength={REPORT_PET_NAME_MAX}
            autoComplete="off"
            {...form.getInputProps('petName')}
            error={fieldError('petName')}
          />
          <TextInput
            label={t('lostfound:form.breed')}
            placeholder={t('lostfound:form.breedPlaceholder')}
            maxLength={REPORT_BREED_MAX}
            autoComplete="off"
            {...form.getInputProps('breed')}
            error={fieldError('breed')}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Input.Wrapper label={t('lostfound:form.gender')}>
            <SegmentedControl
              mt={6}
              fullWidth
              data={REPORT_GENDERS.map((gender) => ({
                value: gender,
                label: t(`lostfound:gender.${gender}`),
              }))}
              {...form.getInputProps('gender')}
            />
          </Input.Wrapper>
          <Input.Wrapper label={t('lostfound:form.size')}>
            <SegmentedControl
              mt={6}
              fullWidth
              data={REPORT_SIZES.map((size) => ({
                value: size,
                label: t(`lostfound:size.${size}`),
              }))}
              {...form.getInputProps('size')}
            />
          </Input.Wrapper>
        </SimpleGrid>

        <Input.Wrapper
          label={t('lostfound:form.colors')}
          description={t('lostfound:form.colorsHint')}
          error={fieldError('colors')}
        >
          <Chip.Group
            multiple
            value={values.colors}
            onChange={(next) => form.setFieldValue('colors', next)}
          >
            <Group gap="xs" mt={8}>
              {REPORT_COLORS.map((color) => (
                <Chip key={color} value={color} size="sm" variant="outline">
                  {t(`lostfound:color.${color}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>

        <Textarea
          label={t('lostfound:form.distinguishingFeatures')}
          placeholder={t('lostfound:form.featuresPlaceholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REPORT_FEATURES_MAX}
          {...form.getInputProps('distinguishingFeatures')}
          error={fieldError('distinguishingFeatures')}
        />

        <TextInput
          label={t('lostfound:form.lastSeenLocation')}
          placeholder={t('lostfound:form.locationPlaceholder')}
          description={t('lostfound:form.locationHint')}
          withAsterisk
          maxLength={REPORT_LOCATION_MAX}
          autoComplete="off"
          {...form.getInputProps('lastSeenLocation')}
          error={fieldError('lastSeenLocation')}
        />
        <LocationFields
          required
          withMapPoint={false}
          value={{ cityCode: values.cityCode, district: values.district, mapPoint: null }}
          onChange={(next) => {
            form.setFieldValue('cityCode', next.cityCode);
            form.setFieldValue('district', next.district);
            form.clearFieldError('cityCode');
            form.clearFieldError('district');
          }}
          errors={{
            cityCode: form.errors.cityCode as string | undefined,
            district: form.errors.district as string | undefined,
          }}
        />

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField
            label={t('lostfound:form.lastSeenDate')}
            withAsterisk
            maxDate={today}
            {...form.getInputProps('lastSeenDate')}
            error={fieldError('lastSeenDate')}
          />
          <TimeField
            label={t('lostfound:form.lastSeenTime')}
            {...form.getInputProps('lastSeenTime')}
            error={fieldError('lastSeenTime')}
          />
        </SimpleGrid>

        <FileGalleryField
          purpose="lostfound_photo"
          name="lostfound-photos"
          label={t('lostfound:form.photos')}
          description={t('lostfound:form.photosHint')}
          withAsterisk
          max={REPORT_PHOTOS_MAX}
          value={values.photoIds}
          onChange={(ids) => {
            form.setFieldValue('photoIds', ids);
            form.clearFieldError('photoIds');
          }}
          error={fieldError('photoIds')}
          disabled={saving}
        />

        <Textarea
          label={t('lostfound:form.additionalInfo')}
          placeholder={t('lostfound:form.additionalInfoPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REPORT_INFO_MAX}
          {...form.getInputProps('additionalInfo')}
          error={fieldError('additionalInfo')}
        />
        <TextInput
          label={t('lostfound:form.contactInfo')}
          description={t('lostfound:form.contactInfoHint')}
          maxLength={REPORT_CONTACT_MAX}
          autoComplete="off"
          {...form.getInputProps('contactInfo')}
          error={fieldError('contactInfo')}
        />
        <TextInput
          label={t('lostfound:form.microchip')}
          description={t('lostfound:form.microchipHint')}
          placeholder="792 0981 0012 3456"
          inputMode="numeric"
          autoComplete="off"
          // Room for the spaces people copy from a card or a reader.
          maxLength={MICROCHIP_LENGTH + 8}
          {...form.getInputProps('microchip')}
          error={fieldError('microchip')}
        />

        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}
        {saved ? (
          <StatusMessage tone="success">
            {report ? t('lostfound:reportUpdatedSuccess') : t('lostfound:reportLostFoundSuccess')}
          </StatusMessage>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving || saved}>
            {t('lostfound:form.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={saved}>
            {report ? t('lostfound:form.save') : t('lostfound:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
