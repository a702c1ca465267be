import { Center, Loader } from '@mantine/core';

/** Shown while the first route or the translations load. */
export const AppLoader = () => (
  <Center h="100dvh" role="status" aria-busy="true">
    <Loader aria-label="Loading" />
  </Center>
);
