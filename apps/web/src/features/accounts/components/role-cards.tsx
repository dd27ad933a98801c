import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { SELECTABLE_ROLES, type SelectableRole } from '@patili/domain/access';
import { IconDog, IconHome, IconSchool, IconStethoscope, IconWalk } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<SelectableRole, typeof IconHome> = {
  owner: IconDog,
  sitter: IconHome,
  veterinarian: IconStethoscope,
  pet_walker: IconWalk,
  trainer: IconSchool,
};

/** The five role cards of role selection (admin is never offered). */
export const RoleCards = ({
  value,
  onChange,
  error,
}: {
  value: SelectableRole | null;
  onChange: (role: SelectableRole) => void;
  error?: string | null;
}) => {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      error={error}
      label={t('auth:fields.role')}
      name="role"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {SELECTABLE_ROLES.map((role) => {
          const Icon = ICONS[role];
          return (
            <Radio.Card key={role} value={role} radius="md" p="md" data-testid={`role-card-${role}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} />
                <ThemeIcon variant="light" size="lg" radius="md">
                  <Icon size={20} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{t(`common:roles.${role}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`accounts:roleSelection.cards.${role}`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
};
