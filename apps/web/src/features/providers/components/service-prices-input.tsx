import { Checkbox, Group, Input, NumberInput, Paper, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { defaultServicePrice, type ProviderField, type ProviderFormValues, type ServicePricesValue } from '@patili/domain/providers';
import { useTranslation } from 'react-i18next';

import { numberInputSeparators } from '../../../lib/format';

type ServicePricesField = Extract<ProviderField, { type: 'service-prices' }>;

/**
 * The sitter's services: each one ticked on or off, with its own daily price in lira that starts
 * at the catalogue's default and can be changed.
 */
export const ServicePricesInput = ({
  field,
  form,
  label,
  description,
  defaultPrices,
}: {
  field: ServicePricesField;
  form: UseFormReturnType<ProviderFormValues>;
  label: string;
  description: string | undefined;
  /** The default prices in force (the admin's pricing page); the catalogue's when left out. */
  defaultPrices?: Readonly<Record<string, number>> | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const prices = (form.getValues()[field.name] as ServicePricesValue | undefined) ?? {};
  // The group's own message ("choose at least one"); a price's message shows under that price.
  const groupError = typeof form.errors[field.name] === 'string' ? (form.errors[field.name] as string) : undefined;

  const toggle = (service: ServicePricesField['services'][number], on: boolean) => {
    const next: ServicePricesValue = {};
    for (const other of field.services) {
      if (other === service ? on : other in prices) next[other] = other === service ? (defaultPrices?.[service] ?? defaultServicePrice(service)) : prices[other]!;
    }
    form.setFieldValue(field.name, next);
    form.clearFieldError(`${field.name}.${service}`);
  };

  return (
    <Input.Wrapper label={label} description={description} withAsterisk={field.required} error={groupError} data-field={field.name}>
      <Stack gap="xs" mt={6}>
        {field.services.map((service) => {
          const offered = service in prices;
          const serviceLabel = t(`catalog:${service}`);
          return (
            <Paper key={service} withBorder radius="md" px="sm" py="xs" bg={offered ? 'var(--mantine-color-patili-0)' : undefined}>
              <Group justify="space-between" wrap="nowrap" gap="sm" mih={36}>
                <Checkbox label={serviceLabel} checked={offered} onChange={(event) => toggle(service, event.currentTarget.checked)} />
                {offered ? (
                  <NumberInput
                    aria-label={t('providers:fields.servicePrices.price', { service: serviceLabel })}
                    {...form.getInputProps(`${field.name}.${service}`)}
                    min={0}
                    step={10}
                    allowNegative={false}
                    decimalScale={2}
                    {...numberInputSeparators(i18n.language)}
                    inputMode="decimal"
                    rightSection={`₺/${t('catalog:unit.day')}`}
                    rightSectionWidth={56}
                    rightSectionProps={{ style: { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' } }}
                    w={{ base: 140, sm: 170 }}
                    size="sm"
                  />
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
};
