import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a detail page; its title names the region for screen readers. */
export const SectionCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
    <Title order={2} fz="h4" mb="md">
      {title}
    </Title>
    {children}
  </Paper>
);
