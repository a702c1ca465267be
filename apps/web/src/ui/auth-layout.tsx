import { Box, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import classes from './auth-layout.module.css';
import backgroundUrl from './login-background.svg';

/**
 * The sign-in and terms screens: a field landscape behind a centred card. The background is one
 * vector drawing, so a single file serves every width of spec point 9 (480 to 1920 px).
 */
export const AuthLayout = ({ children }: { children: ReactNode }) => (
  <Box className={classes.root} style={{ backgroundImage: `url("${backgroundUrl}")` }}>
    <Paper component="main" className={classes.card} shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Logo size={44} />
        {children}
      </Stack>
    </Paper>
  </Box>
);
