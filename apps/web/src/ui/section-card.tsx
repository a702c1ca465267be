import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a detail page; its title names the region for screen readers. */
export const SectionCard = ({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
    {/* A long action goes under the title on a phone rather than being cut. */}
    <Group justify="space-between" mb="md" gap="sm">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {action}
    </Group>
    {children}
  </Paper>
);
