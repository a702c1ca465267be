import { Box, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import classes from './auth-layout.module.css';
// `?no-inline`: Vite would write the smallest files into the sign-in script as data URLs, weighing on its budget.
import background480 from './login-background-480.webp?no-inline';
import background720 from './login-background-720.webp?no-inline';
import background960 from './login-background-960.webp?no-inline';
import background1440 from './login-background-1440.webp?no-inline';
import background1920 from './login-background-1920.webp?no-inline';

/** The field landscape at the widths of spec point 9, drawn by `scripts/login-background.ts` (decision 154). */
const BACKGROUND_SRCSET = [
  `${background480} 480w`,
  `${background720} 720w`,
  `${background960} 960w`,
  `${background1440} 1440w`,
  `${background1920} 1920w`,
].join(', ');
// The 16:9 drawing covers the page: as wide as the viewport when the viewport is wider than 16:9, else as wide as
// 16/9 of its height.
const BACKGROUND_SIZES = '(min-aspect-ratio: 16/9) 100vw, 178vh';

/**
 * The sign-in and terms screens: a field landscape behind a centred card. The landscape is decoration (empty alt,
 * hidden from assistive technology) fetched at low priority, so the form's scripts and texts come first.
 */
export const AuthLayout = ({ children }: { children: ReactNode }) => (
  <Box className={classes.root}>
    <img
      className={classes.background}
      src={background960}
      srcSet={BACKGROUND_SRCSET}
      sizes={BACKGROUND_SIZES}
      alt=""
      aria-hidden="true"
      fetchPriority="low"
      decoding="async"
    />
    <Paper component="main" className={classes.card} shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Logo size={44} />
        {children}
      </Stack>
    </Paper>
  </Box>
);
