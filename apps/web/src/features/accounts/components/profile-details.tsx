import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { updateProfileInputSchema, type AccountView } from '@patili/domain/accounts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { ImageUploadField } from '../../../components/files/image-upload-field';
import { SectionCard } from '../../../components/layout/section-card';
import { LocationFields } from '../../../components/locations/location-fields';
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
        {value ?? t('accounts:notSet')}
      </Text>
    </Stack>
  );
};

/**
 * The profile part of account settings: a read view with an edit button, and the form (name
 * required, e-mail read-only, phone, address, city/district/map point, avatar) where cancel
 * restores the saved values.
 */
export const ProfileDetails = ({ account }: { account: AccountView }) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const update = useUpdateProfile();
  const form = useSchemaForm<ProfileFormValues>(updateProfileInputSchema, { initialValues: profileFormValues(account) });

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
    <SectionCard
      title={t('accounts:settings.profileSection')}
      action={
        editing ? null : (
          <Button variant="light" size="xs" leftSection={<IconPencil size={16} />} onClick={startEditing}>
            {t('accounts:settings.edit')}
          </Button>
        )
      }
      data-testid="profile-details"
    >
      {saved && !editing ? <StatusMessage tone="success">{t('accounts:profileUpdatedSuccessfully')}</StatusMessage> : null}

      {editing ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <ImageUploadField
              purpose="avatar"
              shape="circle"
              size={72}
              label={t('accounts:profile.avatar')}
              name="avatar"
              {...form.getInputProps('avatarFileId')}
            />
            <TextInput label={t('accounts:profile.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label={t('accounts:profile.email')} value={account.email} readOnly disabled description={t('accounts:profile.emailReadOnly')} />
            <TextInput
              label={t('accounts:profile.contactPhone')}
              description={t('accounts:profile.contactPhoneHelp')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...form.getInputProps('contactPhone')}
            />
            <Textarea label={t('accounts:profile.address')} autosize minRows={2} maxRows={4} autoComplete="street-address" {...form.getInputProps('address')} />
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
            {failed ? <StatusMessage tone="error">{t('accounts:errorUpdatingProfile')}</StatusMessage> : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={cancel} disabled={update.isPending}>
                {t('accounts:settings.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('accounts:settings.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Row label={t('accounts:profile.name')} value={account.name} />
          <Row label={t('accounts:profile.email')} value={account.email} />
          <Row label={t('accounts:profile.contactPhone')} value={account.contactPhone} />
          <Row label={t('accounts:profile.address')} value={account.address} />
          <Row label={t('accounts:profile.location')} value={location} />
        </SimpleGrid>
      )}
    </SectionCard>
  );
};
