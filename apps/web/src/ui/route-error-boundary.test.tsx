import { SECOND_FACTOR_NOT_ENROLLED_MESSAGE } from '@console/domain/auth/two-factor-gate';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '@console/domain/terms/terms-gate';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { setUpFrenchScreen } from '../test/french-screen';
import { readPayload } from './action-payload';
import { RouteErrorBoundary } from './route-error-boundary';
import { theme } from './theme';

beforeAll(async () => {
  await setUpFrenchScreen();
});

afterEach(cleanup);

const renderFailing = (message: string, status = 403) => {
  const failure = new ApiError({ status, message, url: '/back/sensors', transactionId: 'tx-1' });
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
      { path: '/two-factor-setup', Component: () => <p>two-step sign-in to set up</p> },
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

  it('sends a user the API refuses until they set up two-step sign-in to /two-factor-setup, then back', async () => {
    const router = renderFailing(SECOND_FACTOR_NOT_ENROLLED_MESSAGE);
    expect(await screen.findByText('two-step sign-in to set up')).toBeTruthy();
    expect(router.state.location.search).toBe(`?referrer=${encodeURIComponent('/sensors?state=active')}`);
  });

  it('shows any other 403 as the forbidden page', async () => {
    renderFailing('forbidden');
    expect(await screen.findByRole('heading')).toBeTruthy();
    expect(screen.queryByText('terms to accept')).toBeNull();
  });

  it('offers a support request naming the failed call’s transaction id and the page', async () => {
    // The boundary reports the failure to the console: expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing('internal server error', 500);
    const contact = await screen.findByRole('link', { name: 'Contacter l’assistance' });
    const request = new URL(contact.getAttribute('href') ?? '', window.location.origin);
    expect(request.pathname).toBe('/support/tickets/new');
    expect(request.searchParams.get('category')).toBe('other');
    expect(request.searchParams.get('subject')).toBe('Erreur dans la console');
    expect(request.searchParams.get('message')).toContain(`Page : ${window.location.origin}/sensors?state=active`);
    expect(request.searchParams.get('message')).toContain('Référence : tx-1');
    // Reported from an effect, which React may run after the screen shows.
    await waitFor(() => expect(report).toHaveBeenCalledWith('Unexpected route error', expect.anything()));
    report.mockRestore();
  });

  it('offers no support request for a page the user may not see', async () => {
    renderFailing('forbidden');
    expect(await screen.findByRole('heading')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contacter l’assistance' })).toBeNull();
  });

  it('shows a payload its action refused as the 422 it is, not as a technical error', async () => {
    // The boundary reports the failure to the console: expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/things',
          action: ({ request }) => readPayload(request, z.object({ name: z.string() })),
          Component: () => <p>things</p>,
          ErrorBoundary: RouteErrorBoundary,
        },
      ],
      { initialEntries: ['/things'] },
    );
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    await router.navigate('/things', { formMethod: 'post', formEncType: 'application/json', body: { name: 1 } });
    expect(await screen.findByRole('heading', { name: 'Erreur 422' })).toBeTruthy();
    // Reported from an effect, which React may run after the screen shows.
    await waitFor(() => expect(report).toHaveBeenCalledWith('Unexpected route error', expect.anything()));
    report.mockRestore();
  });
});
