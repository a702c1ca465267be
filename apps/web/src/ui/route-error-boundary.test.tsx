import { TERMS_NOT_ACCEPTED_MESSAGE } from '@console/domain/terms/terms-gate';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { setUpFrenchScreen } from '../test/french-screen';
import { RouteErrorBoundary } from './route-error-boundary';
import { theme } from './theme';

beforeAll(async () => {
  await setUpFrenchScreen();
});

afterEach(cleanup);

const renderFailing = (message: string) => {
  const failure = new ApiError({ status: 403, message, url: '/back/sensors', transactionId: 'tx-1' });
  const router = createMemoryRouter(
    [
      {
        path: '/sensors',
        loader: () => {
          throw failure;
        },
        Component: () => <p>sensors</p>,
        ErrorBoundary: RouteErrorBoundary,
      },
      { path: '/accept-tos', Component: () => <p>terms to accept</p> },
    ],
    { initialEntries: ['/sensors?state=active'] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
};

describe('route error boundary', () => {
  it('sends a user the API refuses for want of accepted terms to /accept-tos, then back', async () => {
    const router = renderFailing(TERMS_NOT_ACCEPTED_MESSAGE);
    expect(await screen.findByText('terms to accept')).toBeTruthy();
    expect(router.state.location.search).toBe(`?referrer=${encodeURIComponent('/sensors?state=active')}`);
  });

  it('shows any other 403 as the forbidden page', async () => {
    renderFailing('forbidden');
    expect(await screen.findByRole('heading')).toBeTruthy();
    expect(screen.queryByText('terms to accept')).toBeNull();
  });
});
