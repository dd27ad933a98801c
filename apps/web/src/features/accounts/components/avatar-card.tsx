import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccountView } from '@patili/domain/accounts';
import { useTranslation } from 'react-i18next';

import { ImageUploadField } from '../../../components/files/image-upload-field';
import { errorMessage } from '../../../lib/form';
import { formatDate, initialsOf } from '../../../lib/format';
import { useUpdateProfile } from '../api/update-profile';
import { profileFormValues, toProfileInput } from '../utils/profile-values';

/**
 * The top of the profile page: the avatar (uploaded and saved at once), name, read-only e-mail
 * and role label.
 */
export const AvatarCard = ({ account }: { account: AccountView }) => {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const since = formatDate(account.createdAt, i18n.language, { month: 'long', year: 'numeric' });

  const saveAvatar = (avatarFileId: string | null) => {
    update.mutate(toProfileInput({ ...profileFormValues(account), avatarFileId }, account), {
      onSuccess: () => notifications.show({ color: 'green', message: t('accounts:profileUpdatedSuccessfully') }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('accounts:errorUpdatingProfile')) }),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="avatar-card">
      <Group gap="lg" align="center" wrap="wrap">
        <ImageUploadField
          purpose="avatar"
          shape="circle"
          size={96}
          name="avatar"
          value={account.avatarFileId}
          onChange={saveAvatar}
          disabled={update.isPending}
          placeholder={<Text fw={700} fz={28}>{initialsOf(account.name)}</Text>}
        />
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Title order={2} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {account.name}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }} title={t('accounts:profile.emailReadOnly')}>
            {account.email}
          </Text>
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {t(`common:roles.${account.role}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('accounts:profile.memberSince', { date: since })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
};
