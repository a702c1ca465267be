import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small caption above a value: the fields of a card or a summary. */
export const LabelledValue = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div">
      {children}
    </Text>
  </Stack>
);
