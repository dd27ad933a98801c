import { Button, Stack, Text } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { errorMessage } from '../../../lib/form';
import { useOpenQuestion } from '../api/open-question';
import { chatPath } from '../utils/chat-format';

/**
 * "Soru sor" on a provider's public profile: opens the owner's conversation with the provider
 * before any booking (one per owner and provider) and goes to it. A refusal says why under it.
 */
export const AskQuestionButton = ({ providerId }: { providerId: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenQuestion();
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        size="md"
        leftSection={<IconMessageQuestion size={18} aria-hidden />}
        loading={open.isPending}
        onClick={() =>
          open.mutate(providerId, {
            onSuccess: (view) => void navigate(chatPath(view.chatId, null)),
          })
        }
        data-testid="ask-question-button"
      >
        {t('chat:question.ask')}
      </Button>
      {open.isError ? (
        <Text size="xs" c="red.7" role="alert" maw={260}>
          {errorMessage(open.error, t('chat:question.failed'))}
        </Text>
      ) : null}
    </Stack>
  );
};
