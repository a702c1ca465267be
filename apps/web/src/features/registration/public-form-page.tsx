import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A public page with a longer form than the sign-in card holds (registration, a farm's details). */
export const PublicFormPage = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) => (
  <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} my={{ base: 0, sm: 'xl' }} mx="auto" maw={760}>
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {children}
    </Stack>
  </Paper>
);
