import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below the medium breakpoint (spec point 9): cards instead of tables, collapsed navigation. */
export const useIsMobile = (): boolean => {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: calc(${theme.breakpoints.md} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
};

/** At or above a breakpoint: wide screens show what narrower ones leave to the detail page. */
export const useIsWiderThan = (breakpoint: MantineBreakpoint): boolean => {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, true, { getInitialValueInEffect: false });
};
