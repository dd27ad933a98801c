import { List, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { FORUM_RULES } from '@patili/domain/forum';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The forum's community rules, shown beside the list and above the new-post form. */
export const CommunityRules = () => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-labelledby="forum-rules-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="forum-rules-title">
          {t('forum:rules.title')}
        </Title>
        <List
          size="sm"
          spacing={8}
          styles={{ item: { lineHeight: 1.45 }, itemWrapper: { alignItems: 'flex-start' } }}
          icon={
            <ThemeIcon size={20} radius={20} variant="light" color="patili" aria-hidden>
              <IconShieldCheck size={13} />
            </ThemeIcon>
          }
        >
          {FORUM_RULES.map((rule) => (
            <List.Item key={rule}>{t(`forum:rules.items.${rule}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
};
