import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isLocale, LOCALES, type Locale } from '@patili/domain/i18n';
import { formatIban } from '@patili/domain/payments';
import { adminEmailInputSchema, ibanInputSchema, serviceTypeInputSchema, type AdminAccount } from '@patili/domain/settings';
import type { ServiceTypeView } from '@patili/domain/pricing';
import { formatKurus, toKurus } from '@patili/domain/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { SectionCard } from '../../../components/layout/section-card';
import { errorMessage, useFormSubmit, useSchemaForm } from '../../../lib/form';
import { useAddAdmin } from '../api/add-admin';
import { useAddServiceType } from '../api/add-service-type';
import { usePlatformSettings } from '../api/get-platform-settings';
import { useAdmins } from '../api/list-admins';
import { useServiceTypes } from '../api/list-service-types';
import { useRemoveAdmin } from '../api/remove-admin';
import { useUpdateDefaultLocale } from '../api/update-default-locale';
import { useUpdateIban } from '../api/update-iban';

/** A failure line under a form: the server's reason, or the card's own. */
const FailureText = ({ children }: { children: string | null }) =>
  children ? (
    <Text c="red" size="sm" role="alert">
      {children}
    </Text>
  ) : null;

/** A card's one-line form: its fields and the submit button on a row, the failure under them. */
const InlineForm = ({
  testId,
  onSubmit,
  submitLabel,
  pending,
  failure,
  children,
}: {
  testId: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pending: boolean;
  failure: string | null;
  children: ReactNode;
}) => (
  <form onSubmit={onSubmit} noValidate data-testid={testId}>
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" wrap="wrap">
        {children}
        <Button type="submit" loading={pending} mt={{ base: 0, xs: 25 }} w={{ base: '100%', xs: 'auto' }}>
          {submitLabel}
        </Button>
      </Group>
      <FailureText>{failure}</FailureText>
    </Stack>
  </form>
);

/** The platform IBAN: validated by its checksum, shown in groups of four, stored electronic. */
export const IbanCard = () => {
  const { t } = useTranslation();
  const settings = usePlatformSettings();
  const update = useUpdateIban();
  const form = useSchemaForm<{ iban: string }>(ibanInputSchema, { initialValues: { iban: '' } });
  const { failure, onSubmit } = useFormSubmit(
    form,
    async () => {
      await update.mutateAsync(form.getValues());
      notifications.show({ color: 'green', message: t('settings:iban.saved') });
      form.reset();
    },
    (error) => errorMessage(error, t('settings:errors.saveFailed')),
  );

  return (
    <SectionCard title={t('settings:iban.title')} description={t('settings:iban.description')} headingId="settings-iban">
      {settings.isPending ? (
        <LoadingScreen label={t('common:dataTable.loading')} fullHeight={false} />
      ) : settings.isError ? (
        <ErrorAlert message={t('settings:errors.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('settings:iban.current')}
          </Text>
          <Text fw={700} ff="monospace" data-testid="current-iban" style={{ overflowWrap: 'anywhere' }}>
            {settings.data.iban ? formatIban(settings.data.iban) : t('settings:iban.none')}
          </Text>
        </Stack>
      )}
      <InlineForm testId="iban-form" onSubmit={onSubmit} submitLabel={t('settings:iban.save')} pending={update.isPending} failure={failure}>
        <TextInput
          label={t('settings:iban.label')}
          placeholder={t('settings:iban.placeholder')}
          autoComplete="off"
          maxLength={64}
          style={{ flex: '1 1 260px' }}
          {...form.getInputProps('iban')}
        />
      </InlineForm>
    </SectionCard>
  );
};

/** Remove an admin after a confirmation: they lose the role and every session. */
const RemoveAdminButton = ({ admin }: { admin: AdminAccount }) => {
  const { t } = useTranslation();
  const remove = useRemoveAdmin();
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(admin.id);
      notifications.show({ color: 'green', message: t('settings:admins.removed', { email: admin.email }) });
      setOpened(false);
    } catch (error) {
      setFailure(errorMessage(error, t('settings:errors.saveFailed')));
    }
  };
  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={() => setOpened(true)} aria-label={t('settings:admins.removeLabel', { email: admin.email })}>
        {t('settings:admins.remove')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('settings:admins.confirmRemoveTitle')}
        body={t('settings:admins.confirmRemove', { email: admin.email })}
        confirmLabel={t('settings:admins.confirm')}
        cancelLabel={t('settings:admins.cancel')}
        color="red"
        pending={remove.isPending}
        error={failure}
        onConfirm={() => void confirm()}
        onClose={() => setOpened(false)}
      />
    </>
  );
};

/** The admin list with add-by-e-mail and remove. */
export const AdminsCard = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useAdmins(page);
  const add = useAddAdmin();
  const form = useSchemaForm<{ email: string }>(adminEmailInputSchema, { initialValues: { email: '' } });
  const { failure, onSubmit } = useFormSubmit(
    form,
    async () => {
      const { admin } = await add.mutateAsync(form.getValues());
      notifications.show({ color: 'green', message: t('settings:admins.added', { email: admin.email }) });
      form.reset();
    },
    (error) => errorMessage(error, t('settings:errors.saveFailed')),
  );

  const columns: DataTableColumn<AdminAccount>[] = [
    { key: 'name', header: t('settings:admins.name'), cell: (admin) => admin.name, minWidth: 160 },
    {
      key: 'email',
      header: t('settings:admins.email'),
      cell: (admin) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{admin.email}</Text>
          {admin.isDefault ? (
            <Badge variant="light" color="grape">
              {t('settings:admins.default')}
            </Badge>
          ) : null}
        </Group>
      ),
      minWidth: 240,
    },
    { key: 'actions', header: t('settings:admins.actions'), cell: (admin) => (admin.isDefault ? null : <RemoveAdminButton admin={admin} />), minWidth: 110 },
  ];

  return (
    <SectionCard title={t('settings:admins.title')} description={t('settings:admins.description')} headingId="settings-admins">
      <InlineForm testId="add-admin-form" onSubmit={onSubmit} submitLabel={t('settings:admins.add')} pending={add.isPending} failure={failure}>
        <TextInput
          label={t('settings:admins.emailLabel')}
          type="email"
          autoComplete="off"
          style={{ flex: '1 1 260px' }}
          {...form.getInputProps('email')}
        />
      </InlineForm>
      <DataTable
        label={t('settings:admins.tableLabel')}
        query={query}
        columns={columns}
        rowKey={(admin) => admin.id}
        page={page}
        onPageChange={setPage}
        minWidth={560}
        testId="admins-table"
      />
    </SectionCard>
  );
};

/** The platform's default language, changed after a confirmation. */
export const DefaultLocaleCard = () => {
  const { t } = useTranslation();
  const settings = usePlatformSettings();
  const update = useUpdateDefaultLocale();
  const [chosen, setChosen] = useState<Locale | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = settings.data?.defaultLocale;
  const value = chosen ?? current ?? null;

  const confirm = async () => {
    if (!value) return;
    setFailure(null);
    try {
      await update.mutateAsync(value);
      notifications.show({ color: 'green', message: t('settings:locale.saved') });
      setConfirming(false);
      setChosen(null);
    } catch (error) {
      setConfirming(false);
      setFailure(errorMessage(error, t('settings:errors.saveFailed')));
    }
  };

  return (
    <SectionCard title={t('settings:locale.title')} description={t('settings:locale.description')} headingId="settings-locale">
      {settings.isError ? <ErrorAlert message={t('settings:errors.loadFailed')} onRetry={() => void settings.refetch()} /> : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('settings:locale.label')}
          data={LOCALES.map((locale) => ({ value: locale, label: t(`settings:locale.options.${locale}`) }))}
          value={value}
          onChange={(next) => setChosen(isLocale(next) ? next : null)}
          allowDeselect={false}
          disabled={!current}
          w={{ base: '100%', xs: 220 }}
          data-testid="default-locale-select"
        />
        <Button onClick={() => setConfirming(true)} disabled={!value || value === current}>
          {t('settings:locale.save')}
        </Button>
      </Group>
      <FailureText>{failure}</FailureText>
      <ConfirmDialog
        opened={confirming}
        title={t('settings:locale.confirmTitle')}
        body={t('settings:locale.confirm', { locale: value ? t(`settings:locale.options.${value}`) : '' })}
        confirmLabel={t('settings:locale.confirmButton')}
        cancelLabel={t('settings:locale.cancel')}
        color="orange"
        pending={update.isPending}
        error={null}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
};

/** The service types with an add form. */
export const ServiceTypesCard = () => {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useServiceTypes(page);
  const add = useAddServiceType();
  const form = useSchemaForm<{ name: string; price: string }>(serviceTypeInputSchema, { initialValues: { name: '', price: '' } });
  const { failure, onSubmit } = useFormSubmit(
    form,
    async () => {
      const { serviceType } = await add.mutateAsync(serviceTypeInputSchema.parse(form.getValues()));
      notifications.show({ color: 'green', message: t('settings:serviceTypes.addedMessage', { name: serviceType.name ?? serviceType.key }) });
      form.reset();
    },
    (error) => errorMessage(error, t('settings:errors.saveFailed')),
  );

  const columns: DataTableColumn<ServiceTypeView>[] = [
    { key: 'name', header: t('settings:serviceTypes.name'), cell: (service) => service.name ?? t(`catalog:${service.key}`, { defaultValue: service.key }), minWidth: 180 },
    { key: 'role', header: t('settings:serviceTypes.role'), cell: (service) => t(`common:roles.${service.role}`), minWidth: 110 },
    { key: 'price', header: t('settings:serviceTypes.price'), cell: (service) => formatKurus(toKurus(service.price), i18n.language), align: 'right', minWidth: 130 },
    {
      key: 'origin',
      header: t('settings:serviceTypes.origin'),
      cell: (service) => (
        <Badge variant="light" color={service.builtIn ? 'gray' : 'teal'}>
          {service.builtIn ? t('settings:serviceTypes.builtIn') : t('settings:serviceTypes.added')}
        </Badge>
      ),
      minWidth: 110,
    },
  ];

  return (
    <SectionCard title={t('settings:serviceTypes.title')} description={t('settings:serviceTypes.description')} headingId="settings-service-types">
      <InlineForm testId="add-service-type-form" onSubmit={onSubmit} submitLabel={t('settings:serviceTypes.add')} pending={add.isPending} failure={failure}>
        <TextInput label={t('settings:serviceTypes.name')} autoComplete="off" maxLength={60} style={{ flex: '2 1 220px' }} {...form.getInputProps('name')} />
        <TextInput label={t('settings:serviceTypes.price')} inputMode="decimal" autoComplete="off" style={{ flex: '1 1 140px' }} {...form.getInputProps('price')} />
      </InlineForm>
      <DataTable
        label={t('settings:serviceTypes.tableLabel')}
        query={query}
        columns={columns}
        rowKey={(service) => service.key}
        page={page}
        onPageChange={setPage}
        minWidth={560}
        testId="service-types-table"
      />
    </SectionCard>
  );
};
