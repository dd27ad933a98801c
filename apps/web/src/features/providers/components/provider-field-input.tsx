import { Checkbox, Chip, Group, Input, NumberInput, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FileView } from '@patili/domain/files';
import { optionLabelKey, type ProviderField, type ProviderFormLocation, type ProviderFormValues } from '@patili/domain/providers';
import { useTranslation } from 'react-i18next';

import { FileGalleryField } from '../../../components/files/file-gallery-field';
import { LocationFields } from '../../../components/locations/location-fields';
import { numberInputSeparators } from '../../../lib/format';
import { ServicePricesInput } from './service-prices-input';

export type ProviderForm = UseFormReturnType<ProviderFormValues>;

/** The field's own message, or the first message of an entry inside it (a list item, a price). */
export const fieldError = (errors: Record<string, unknown>, name: string): string | undefined => {
  const own = errors[name];
  if (typeof own === 'string') return own;
  const nested = Object.entries(errors).find(([path, message]) => path.startsWith(`${name}.`) && typeof message === 'string');
  return nested ? (nested[1] as string) : undefined;
};

/**
 * One input for one field descriptor: the only place that knows how each descriptor type looks.
 * Every kind's form is these inputs in the order of `PROVIDER_FORMS`.
 */
export const ProviderFieldInput = ({
  field,
  form,
  files,
  defaultPrices,
}: {
  field: ProviderField;
  form: ProviderForm;
  files: readonly FileView[];
  /** The default price of each service type in force (the sitter's starting suggestion). */
  defaultPrices?: Readonly<Record<string, number>> | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const values = form.getValues();
  if (field.visibleWhen && values[field.visibleWhen.field] !== field.visibleWhen.equals) return null;

  const label = t(field.label);
  const description = field.help
    ? t(field.help)
    : field.type === 'number' && field.unit === 'lira' && field.max !== undefined
      ? t('providers:priceRangeHint', { min: field.min, max: field.max })
      : undefined;
  const error = fieldError(form.errors, field.name);
  const common = { label, description, withAsterisk: field.required, error, 'data-field': field.name };

  switch (field.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          {...form.getInputProps(field.name)}
          error={error}
          maxLength={field.maxLength}
          {...(field.inputMode === 'tel' ? { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } : {})}
        />
      );
    case 'url':
      return <TextInput {...common} {...form.getInputProps(field.name)} error={error} type="url" inputMode="url" placeholder="https://" maxLength={field.maxLength} />;
    case 'comma-list':
      return <TextInput {...common} {...form.getInputProps(field.name)} error={error} />;
    case 'textarea':
      return <Textarea {...common} {...form.getInputProps(field.name)} error={error} autosize minRows={3} maxRows={10} maxLength={field.maxLength} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          {...form.getInputProps(field.name)}
          error={error}
          min={field.min}
          max={field.max}
          clampBehavior="none"
          step={field.step}
          allowNegative={false}
          allowDecimal={!field.integer}
          decimalScale={field.integer ? 0 : 2}
          {...(field.unit === 'lira' ? numberInputSeparators(i18n.language) : {})}
          inputMode={field.integer ? 'numeric' : 'decimal'}
          maw={{ base: '100%', sm: 280 }}
        />
      );
    case 'checkbox':
      return <Checkbox label={label} description={description} {...form.getInputProps(field.name, { type: 'checkbox' })} error={error} data-field={field.name} />;
    case 'select':
      return (
        <Select
          {...common}
          {...form.getInputProps(field.name)}
          error={error}
          data={field.options.map((option) => ({ value: option, label: t(optionLabelKey(field.name, option)) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'multiselect':
      return (
        <Input.Wrapper {...common}>
          <Chip.Group
            multiple
            value={(values[field.name] as string[] | undefined) ?? []}
            onChange={(next) => form.setFieldValue(field.name, field.options.filter((option) => next.includes(option)))}
          >
            <Group gap="xs" mt={6}>
              {field.options.map((option) => (
                <Chip key={option} value={option} variant="outline" size="sm">
                  {t(optionLabelKey(field.name, option))}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      );
    case 'tags':
      return (
        <TagsInput
          {...common}
          {...form.getInputProps(field.name)}
          error={error}
          maxTags={field.maxItems}
          splitChars={[',']}
          acceptValueOnBlur
          clearable
        />
      );
    case 'service-prices':
      return <ServicePricesInput field={field} form={form} label={label} description={description} defaultPrices={defaultPrices} />;
    case 'gallery':
    case 'documents':
      return (
        <FileGalleryField
          purpose={field.purpose}
          max={field.max}
          value={values[field.name] as string[]}
          onChange={(ids) => form.setFieldValue(field.name, ids)}
          files={files}
          label={label}
          description={description}
          error={error}
          withAsterisk={field.required}
          name={field.name}
        />
      );
    case 'location':
      return (
        <Stack gap={4} data-field={field.name}>
          <LocationFields
            value={values.location}
            required={field.required}
            errors={{
              cityCode: form.errors['location.cityCode'] as string | undefined,
              district: form.errors['location.district'] as string | undefined,
              mapPoint: fieldError(form.errors, 'location.mapPoint'),
            }}
            onChange={(next: ProviderFormLocation) => {
              // Set each part on its own path so each part's message clears when it changes.
              for (const key of ['cityCode', 'district', 'mapPoint'] as const) {
                if (next[key] !== values.location[key]) form.setFieldValue(`location.${key}`, next[key]);
              }
              if (next.mapPoint !== values.location.mapPoint) {
                form.clearFieldError('location.mapPoint.latitude');
                form.clearFieldError('location.mapPoint.longitude');
              }
            }}
          />
        </Stack>
      );
  }
};
