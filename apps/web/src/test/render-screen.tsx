import type { Profile } from '@console/domain/profile/profile.schema';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { profileContext, SESSION_ROUTE_ID } from '../session/profile-context';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { theme } from '../ui/theme';

/**
 * A screen's route as the app mounts it (router.tsx): under the session route, whose middleware gives every loader
 * the signed-in user's profile (here `profile`, where the app asks the API for it), inside the main layout's error
 * boundary, with the flashes the screens show (none left from an earlier test: their store outlives a render).
 */
export const renderScreen = (route: RouteObject, url: string, profile: Profile) => {
  notifications.clean();
  const router = createMemoryRouter(
    [
      {
        id: SESSION_ROUTE_ID,
        middleware: [({ context }) => context.set(profileContext, profile)],
        loader: () => profile,
        HydrateFallback: () => null,
        children: [{ ErrorBoundary: RouteErrorBoundary, children: [route] }],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
};
