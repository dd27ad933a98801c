import { Badge, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROVIDER_ROLES } from '@patili/domain/access';
import {
  commissionRuleInputSchema,
  RULE_NOTES_MAX,
  type CommissionRule,
  type CommissionRuleSort,
  type CommissionRuleType,
} from '@patili/domain/pricing';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn, type TableSort } from '../../../components/data-table/data-table';
import { DateField } from '../../../components/dates/date-field';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { dateLocaleOf, formatDateText } from '../../../components/dates/date-format';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { SectionCard } from '../../../components/layout/section-card';
import { errorMessage, applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useChangeCommissionRule } from '../api/change-commission-rule';
import { useCreateCommissionRule } from '../api/create-commission-rule';
import { usePriceSettings } from '../api/get-price-settings';
import { useCommissionRules } from '../api/list-commission-rules';
import { numberText, percentText } from './amount-form';
import { useServiceLabel } from './pricing-sections';

/** The rates in force without a rule (the default rates), percent with one decimal. */
export const DefaultRatesCard = () => {
  const { t, i18n } = useTranslation();
  const settings = usePriceSettings();
  return (
    <SectionCard title={t('pricing:rules.defaultsTitle')} description={t('pricing:rules.defaultsDescription')} headingId="default-rates">
      {settings.isPending ? (
        <LoadingScreen label={t('common:dataTable.loading')} fullHeight={false} />
      ) : settings.isError ? (
        <ErrorAlert message={t('pricing:errors.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="default-rates">
          {settings.data.commissionRates.map((rate) => (
            <Stack key={rate.role} gap={0}>
              <Text size="xs" c="dimmed">
                {rate.role === 'owner' ? t('pricing:commissions.owner') : t(`common:roles.${rate.role}`)}
              </Text>
              <Text fw={700} size="lg">
                {percentText(rate.percent, i18n.language)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
};

/** A rule's identifier as people read it: the role's label or the service's name. */
const useIdentifierLabel = () => {
  const { t } = useTranslation();
  const serviceLabel = useServiceLabel();
  const services = usePriceSettings().data?.services ?? [];
  return (rule: Pick<CommissionRule, 'type' | 'identifier'>) => {
    if (rule.type === 'role') return t(`common:roles.${rule.identifier}`, { defaultValue: rule.identifier });
    const service = services.find((entry) => entry.key === rule.identifier);
    return service ? serviceLabel(service) : rule.identifier;
  };
};

type RuleFormValues = { type: CommissionRuleType; identifier: string; percent: string; startDate: string; endDate: string; notes: string };
const EMPTY_RULE: RuleFormValues = { type: 'role', identifier: '', percent: '', startDate: '', endDate: '', notes: '' };

/**
 * The add-rule modal: type, identifier from a list (the four
 * provider roles, or the service types), rate 0–100 step 0.1, start date, optional end date,
 * notes. A failed save keeps what was typed and says why ('Kural eklenemedi.' or the server's).
 */
export const AddRuleModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const settings = usePriceSettings();
  const create = useCreateCommissionRule();
  const serviceLabel = useServiceLabel();
  const form = useSchemaForm<RuleFormValues>(commissionRuleInputSchema, { initialValues: EMPTY_RULE });
  const [failure, setFailure] = useState<string | null>(null);
  const type = form.getValues().type;
  const options =
    type === 'role'
      ? PROVIDER_ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))
      : (settings.data?.services ?? []).map((service) => ({ value: service.key, label: serviceLabel(service) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (form.validate().hasErrors) return;
    try {
      // The form holds what was typed; the API takes it parsed (numbers, dates, nulls).
      await create.mutateAsync(commissionRuleInputSchema.parse(form.getValues()));
      notifications.show({ color: 'green', message: t('pricing:rules.added') });
      form.reset();
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) setFailure(errorMessage(error, t('pricing:rules.errors.failed')));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('pricing:rules.addTitle')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="add-rule-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('pricing:rules.type')}
              data={(['role', 'service'] as const).map((value) => ({ value, label: t(`pricing:rules.types.${value}`) }))}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('type')}
              onChange={(value) => {
                form.setFieldValue('type', (value ?? 'role') as CommissionRuleType);
                form.setFieldValue('identifier', '');
              }}
            />
            <Select
              label={t('pricing:rules.identifier')}
              placeholder={t('pricing:rules.identifierPlaceholder')}
              data={options}
              searchable
              withAsterisk
              {...form.getInputProps('identifier')}
              onChange={(value: string | null) => form.setFieldValue('identifier', value ?? '')}
            />
            <TextInput label={t('pricing:rules.rate')} inputMode="decimal" autoComplete="off" withAsterisk {...form.getInputProps('percent')} />
            <div />
            <DateField label={t('pricing:rules.startDate')} withAsterisk {...form.getInputProps('startDate')} />
            <DateField
              label={t('pricing:rules.endDate')}
              description={t('pricing:rules.endDateHint')}
              clearable
              minDate={form.getValues().startDate || undefined}
              {...form.getInputProps('endDate')}
            />
          </SimpleGrid>
          <Textarea label={t('pricing:rules.notes')} autosize minRows={2} maxRows={6} maxLength={RULE_NOTES_MAX} {...form.getInputProps('notes')} />
          {failure ? (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('pricing:rules.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('pricing:rules.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** Activate or deactivate a rule, after a confirmation (it changes every new quote it covers). */
const RuleToggle = ({ rule, label }: { rule: CommissionRule; label: string }) => {
  const { t, i18n } = useTranslation();
  const change = useChangeCommissionRule();
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const next = !rule.isActive;
  const params = { identifier: label, percent: numberText(rule.percent, i18n.language, 1) };
  const confirm = async () => {
    setFailure(null);
    try {
      await change.mutateAsync({ ruleId: rule.id, isActive: next });
      notifications.show({ color: 'green', message: t('pricing:rules.changed') });
      setOpened(false);
    } catch (error) {
      setFailure(errorMessage(error, t('pricing:rules.changeFailed')));
    }
  };
  return (
    <>
      <Button size="xs" variant={next ? 'light' : 'default'} color={next ? 'teal' : 'red'} onClick={() => setOpened(true)}>
        {next ? t('pricing:rules.activate') : t('pricing:rules.deactivate')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={next ? t('pricing:rules.confirmActivateTitle') : t('pricing:rules.confirmDeactivateTitle')}
        body={next ? t('pricing:rules.confirmActivate', params) : t('pricing:rules.confirmDeactivate', params)}
        confirmLabel={t('pricing:rules.confirm')}
        cancelLabel={t('pricing:rules.cancel')}
        color={next ? 'teal' : 'red'}
        pending={change.isPending}
        error={failure}
        onConfirm={() => void confirm()}
        onClose={() => setOpened(false)}
      />
    </>
  );
};

type RuleColumn = 'identifier' | 'rate' | 'startDate' | 'endDate' | 'status' | 'notes' | 'actions';

/** The commission overrides, server-paged, sortable by start date. */
export const CommissionRulesTable = () => {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TableSort<RuleColumn> | undefined>(undefined);
  const serverSort: CommissionRuleSort = sort?.key === 'startDate' ? 'startDate' : 'createdAt';
  const query = useCommissionRules({ page, sort: serverSort, direction: sort?.direction ?? 'desc' });
  const identifierLabel = useIdentifierLabel();
  const [adding, setAdding] = useState(false);
  const locale = dateLocaleOf(i18n.language);
  const columns: DataTableColumn<CommissionRule, RuleColumn>[] = [
    {
      key: 'identifier',
      header: t('pricing:rules.identifier'),
      cell: (rule) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {identifierLabel(rule)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`pricing:rules.types.${rule.type}`)}
          </Text>
        </Stack>
      ),
      minWidth: 150,
    },
    { key: 'rate', header: t('pricing:rules.rate'), cell: (rule) => percentText(rule.percent, i18n.language), align: 'right', minWidth: 70 },
    { key: 'startDate', header: t('pricing:rules.startDate'), cell: (rule) => formatDateText(rule.startDate, locale), sortable: true, minWidth: 110 },
    {
      key: 'endDate',
      header: t('pricing:rules.endDate'),
      cell: (rule) => (rule.endDate ? formatDateText(rule.endDate, locale) : t('pricing:rules.noEnd')),
      minWidth: 110,
    },
    {
      key: 'status',
      header: t('pricing:rules.status'),
      cell: (rule) => (
        <Stack gap={4} align="flex-start">
          <Badge color={rule.isActive ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {rule.isActive ? t('pricing:rules.active') : t('pricing:rules.inactive')}
          </Badge>
          {rule.inForce ? (
            <Badge color="blue" variant="dot" style={{ flexShrink: 0 }}>
              {t('pricing:rules.inForce')}
            </Badge>
          ) : null}
        </Stack>
      ),
      minWidth: 175,
    },
    {
      key: 'notes',
      header: t('pricing:rules.notes'),
      cell: (rule) => (
        <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
          {rule.notes}
        </Text>
      ),
      minWidth: 180,
    },
    { key: 'actions', header: t('pricing:rules.actions'), cell: (rule) => <RuleToggle rule={rule} label={identifierLabel(rule)} />, minWidth: 130 },
  ];
  return (
    <SectionCard
      title={t('pricing:rules.tableLabel')}
      headingId="commission-rules"
      action={
        <Button onClick={() => setAdding(true)} data-testid="add-rule">
          {t('pricing:rules.add')}
        </Button>
      }
    >
      <DataTable
        label={t('pricing:rules.tableLabel')}
        query={query}
        columns={columns}
        rowKey={(rule) => rule.id}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        minWidth={920}
        testId="commission-rules-table"
      />
      <AddRuleModal opened={adding} onClose={() => setAdding(false)} />
    </SectionCard>
  );
};
