import { Button, EmptyState, Paper } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconPaw, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What an owner without pets sees: a prompt and a button to add the first one. */
export const PetsEmptyState = ({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: string;
}) => (
  <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="pets-empty">
    <EmptyState
      variant="light"
      icon={<IconPaw size={28} />}
      title={title}
      description={description}
      size="md"
    >
      <EmptyState.Actions>
        <Button component={Link} to={buildPath('owner.pets.new')} leftSection={<IconPlus size={16} />}>
          {action}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  </Paper>
);
