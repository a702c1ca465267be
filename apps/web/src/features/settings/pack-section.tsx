import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '../../ui/section-card';

/** A section of a country's pack: its title, what it is for, then its fields. */
export const PackSection = ({ title, help, children }: { title: string; help: string; children: ReactNode }) => (
  <SectionCard title={title}>
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {help}
      </Text>
      {children}
    </Stack>
  </SectionCard>
);
