import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below the medium breakpoint (spec point 9): cards instead of tables, collapsed navigation. */
export const useIsMobile = (): boolean => {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: calc(${theme.breakpoints.md} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
};
