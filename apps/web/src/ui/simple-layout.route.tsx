import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Logo } from './logo';
import { StepUpDialog } from './step-up-dialog';

/** Around screens outside the main layout: the public placeholders and the full-page editors. */
export const Component = () => (
  <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
    <Box
      component="header"
      px="md"
      h={66}
      style={{
        display: 'flex',
        alignItems: 'center',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group justify="space-between" w="100%">
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Logo size={32} />
        </Anchor>
      </Group>
    </Box>
    <Container size="lg" component="main" px={0}>
      <Outlet />
    </Container>
    <StepUpDialog />
  </Box>
);
