import { Divider, Stack } from '@mantine/core';
import {
  commissionRateInputSchema,
  priceBoundInputSchema,
  servicePriceInputSchema,
  type PriceSettings,
  type ServiceTypeView,
} from '@patili/domain/pricing';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '../../../components/layout/section-card';
import { useUpdateCommissionRate } from '../api/update-commission-rate';
import { useUpdatePriceBound } from '../api/update-price-bound';
import { useUpdateServicePrice } from '../api/update-service-price';
import { AmountForm, numberText } from './amount-form';

/** A service type's label: the catalogue's translation, or an added type's name as entered. */
export const useServiceLabel = () => {
  const { t } = useTranslation();
  return (service: Pick<ServiceTypeView, 'key' | 'name'>) => service.name ?? t(`catalog:${service.key}`, { defaultValue: service.key });
};

/** The pricing page's first section: each provider role's min and max price. */
export const PriceBoundsSection = ({ bounds }: { bounds: PriceSettings['bounds'] }) => {
  const { t, i18n } = useTranslation();
  const update = useUpdatePriceBound();
  return (
    <SectionCard title={t('pricing:bounds.title')} description={t('pricing:bounds.description')} headingId="pricing-bounds">
      <Stack gap="md">
        {bounds.map((bound, index) => {
          const role = t(`common:roles.${bound.role}`);
          return (
            <Fragment key={bound.role}>
              {index > 0 ? <Divider /> : null}
              <AmountForm
                testId={`price-bound-${bound.role}`}
                title={role}
                fields={[
                  { name: 'min', label: t('pricing:bounds.min') },
                  { name: 'max', label: t('pricing:bounds.max') },
                ]}
                initialValues={{ min: numberText(bound.min, i18n.language), max: numberText(bound.max, i18n.language) }}
                schema={priceBoundInputSchema}
                submitLabel={t('pricing:bounds.update')}
                submitAriaLabel={t('pricing:bounds.updateLabel', { role })}
                failure={t('pricing:errors.boundsFailed')}
                savedMessage={t('pricing:bounds.saved', { role })}
                onSave={(values) => update.mutateAsync({ role: bound.role, ...priceBoundInputSchema.parse(values) })}
              />
            </Fragment>
          );
        })}
      </Stack>
    </SectionCard>
  );
};

/** The pricing page's second section: each service type's default price. */
export const ServicePricesSection = ({ services }: { services: PriceSettings['services'] }) => {
  const { t, i18n } = useTranslation();
  const update = useUpdateServicePrice();
  const labelOf = useServiceLabel();
  return (
    <SectionCard title={t('pricing:services.title')} description={t('pricing:services.description')} headingId="pricing-services">
      <Stack gap="md">
        {services.map((service, index) => {
          const label = labelOf(service);
          return (
            <Fragment key={service.key}>
              {index > 0 ? <Divider /> : null}
              <AmountForm
                testId={`service-price-${service.key}`}
                title={label}
                description={t('pricing:services.roleLabel', { role: t(`common:roles.${service.role}`) })}
                fields={[{ name: 'price', label: t('pricing:services.price') }]}
                initialValues={{ price: numberText(service.price, i18n.language) }}
                schema={servicePriceInputSchema}
                submitLabel={t('pricing:services.update')}
                submitAriaLabel={t('pricing:services.updateLabel', { service: label })}
                failure={t('pricing:errors.priceFailed')}
                savedMessage={t('pricing:services.saved', { service: label })}
                onSave={(values) => update.mutateAsync({ serviceKey: service.key, ...servicePriceInputSchema.parse(values) })}
              />
            </Fragment>
          );
        })}
      </Stack>
    </SectionCard>
  );
};

/** The pricing page's third section: the owner's (platform) and each provider role's commission percent. */
export const CommissionRatesSection = ({ rates }: { rates: PriceSettings['commissionRates'] }) => {
  const { t, i18n } = useTranslation();
  const update = useUpdateCommissionRate();
  return (
    <SectionCard title={t('pricing:commissions.title')} description={t('pricing:commissions.description')} headingId="pricing-commissions">
      <Stack gap="md">
        {rates.map((rate, index) => {
          const role = rate.role === 'owner' ? t('pricing:commissions.owner') : t(`common:roles.${rate.role}`);
          return (
            <Fragment key={rate.role}>
              {index > 0 ? <Divider /> : null}
              <AmountForm
                testId={`commission-rate-${rate.role}`}
                title={role}
                fields={[{ name: 'percent', label: t('pricing:commissions.percent') }]}
                initialValues={{ percent: numberText(rate.percent, i18n.language, 1) }}
                schema={commissionRateInputSchema}
                submitLabel={t('pricing:commissions.update')}
                submitAriaLabel={t('pricing:commissions.updateLabel', { role })}
                failure={t('pricing:errors.commissionFailed')}
                savedMessage={t('pricing:commissions.saved', { role })}
                onSave={(values) => update.mutateAsync({ role: rate.role, ...commissionRateInputSchema.parse(values) })}
              />
            </Fragment>
          );
        })}
      </Stack>
    </SectionCard>
  );
};
