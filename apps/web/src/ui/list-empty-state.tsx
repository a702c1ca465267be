import { Box, Button, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

type ListEmptyStateProps = {
  icon: ReactNode;
  title: string;
  description: string;
  /** Offered when filters hide every row: a way back to the whole list. */
  reset?: { label: string; onClick: () => void };
};

/** What an empty list says: nothing yet, or nothing for these filters with a way to clear them. */
export const ListEmptyState = ({ icon, title, description, reset }: ListEmptyStateProps) => (
  <Box py="xl">
    <EmptyState icon={icon} title={title} description={description}>
      {reset && (
        <Button variant="light" onClick={reset.onClick}>
          {reset.label}
        </Button>
      )}
    </EmptyState>
  </Box>
);
