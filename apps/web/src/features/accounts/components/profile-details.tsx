import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { profileUpdateInputSchema, type AccountView } from '@patili/domain/accounts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { LocationFields } from '../../../components/location/location-fields';
import { ImageUploadField } from '../../../components/upload/image-upload-field';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useUpdateProfile } from '../api/update-profile';
import { profileFormValues, toProfileInput, type ProfileFormValues } from '../utils/profile-values';

const Row = ({ label, value }: { label: string; value: string | null }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {value ?? t('account:notSet')}
      </Text>
    </Stack>
  );
};

/**
 * The profile part of account settings: a read view with an edit button, and the form (name
 * required, e-mail read-only, phone, address, city/district/map point, avatar) where cancel
 * restores the saved values (spec 2 §2).
 */
export const ProfileDetails = ({ account }: { account: AccountView }) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const update = useUpdateProfile();
  const form = useSchemaForm<ProfileFormValues>(profileUpdateInputSchema, { initialValues: profileFormValues(account) });

  const startEditing = () => {
    form.setValues(profileFormValues(account));
    form.resetDirty(profileFormValues(account));
    form.clearErrors();
    update.reset();
    setSaved(false);
    setFailed(false);
    setEditing(true);
  };
  const cancel = () => {
    form.setValues(profileFormValues(account));
    form.clearErrors();
    update.reset();
    setFailed(false);
    setEditing(false);
  };
  const submit = form.onSubmit((values) => {
    setSaved(false);
    setFailed(false);
    update.mutate(toProfileInput(values, account), {
      onSuccess: ({ account: next }) => {
        form.setValues(profileFormValues(next));
        setSaved(true);
        setEditing(false);
      },
      // Field messages go on their fields; anything else gets the banner. The values stay.
      onError: (error) => setFailed(!applyServerFieldErrors(form, error)),
    });
  });

  const location = account.location ? `${account.location.district}, ${account.location.cityName}` : null;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="profile-details">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg">
            {t('account:settings.profileSection')}
          </Title>
          {editing ? null : (
            <Button variant="light" size="xs" leftSection={<IconPencil size={16} />} onClick={startEditing}>
              {t('account:settings.edit')}
            </Button>
          )}
        </Group>

        {saved && !editing ? <StatusMessage tone="success">{t('account:profileUpdatedSuccessfully')}</StatusMessage> : null}

        {editing ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <ImageUploadField
                purpose="avatar"
                shape="circle"
                size={72}
                label={t('account:profile.avatar')}
                name="avatar"
                {...form.getInputProps('avatarFileId')}
              />
              <TextInput label={t('account:profile.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
              <TextInput label={t('account:profile.email')} value={account.email} readOnly disabled description={t('account:profile.emailReadOnly')} />
              <TextInput
                label={t('account:profile.contactPhone')}
                description={t('account:profile.contactPhoneHelp')}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                {...form.getInputProps('contactPhone')}
              />
              <Textarea label={t('account:profile.address')} autosize minRows={2} maxRows={4} autoComplete="street-address" {...form.getInputProps('address')} />
              <LocationFields
                value={form.values.location}
                onChange={(next) => {
                  form.setFieldValue('location', next);
                  form.clearFieldError('location.cityCode');
                  form.clearFieldError('location.district');
                }}
                errors={{
                  cityCode: form.errors['location.cityCode'] as string | undefined,
                  district: form.errors['location.district'] as string | undefined,
                  mapPoint: (form.errors['location.mapPoint.latitude'] ?? form.errors['location.mapPoint.longitude']) as string | undefined,
                }}
              />
              {failed ? <StatusMessage tone="error">{t('account:errorUpdatingProfile')}</StatusMessage> : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={cancel} disabled={update.isPending}>
                  {t('account:settings.cancel')}
                </Button>
                <Button type="submit" loading={update.isPending}>
                  {t('account:settings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Row label={t('account:profile.name')} value={account.name} />
            <Row label={t('account:profile.email')} value={account.email} />
            <Row label={t('account:profile.contactPhone')} value={account.contactPhone} />
            <Row label={t('account:profile.address')} value={account.address} />
            <Row label={t('account:profile.location')} value={location} />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
};
