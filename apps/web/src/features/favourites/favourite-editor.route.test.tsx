import type { Profile } from '@console/domain/profile/profile.schema';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_ROUTE_ID } from '../../session/profile-context';
import { routeTestApi } from '../../test/route-test-api';
import { theme } from '../../ui/theme';
import { Component as AccountsStep } from './favourite-accounts.route';
import { Component as AdvancedStep } from './favourite-advanced.route';
import { Component as FavouriteEditor } from './favourite-editor.route';
import { Component as PostalZonesStep } from './favourite-postal-zones.route';

const testApi = routeTestApi();

// The editor's live count and pickers ask the local API.
beforeEach(() => {
  testApi.answer(favouriteEndpoints.coverage, { parcels: 12, sensors: 3 });
  testApi.answer(favouriteEndpoints.referentialTags, []);
  testApi.answer(favouriteEndpoints.referentialAccounts, { items: [], total: 0 });
  testApi.answer(favouriteEndpoints.referentialSensors, { items: [], total: 0 });
});

const renderEditor = () => {
  const router = createMemoryRouter(
    [
      {
        id: SESSION_ROUTE_ID,
        // What the editor reads of the signed-in user: the country new zones start in.
        loader: () => ({ postalAddress: null }) as unknown as Profile,
        HydrateFallback: () => null,
        children: [
          {
            path: '/favourites/new',
            Component: FavouriteEditor,
            loader: () => ({ favourite: null, accounts: [] }),
            children: [
              { index: true, Component: PostalZonesStep },
              { path: 'accounts', Component: AccountsStep },
              { path: 'advanced', Component: AdvancedStep },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/favourites/new'] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, user: userEvent.setup() };
};

describe('the favourite editor', () => {
  it('keeps each step’s input while the user moves between the steps', async () => {
    const { router, user } = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: /Zone postale/ }), '47 300{Enter}');
    const zones = screen.getByRole('list', { name: '1 zone postale' });
    expect(within(zones).getByText('47300')).toBeTruthy();
    expect(await screen.findByText('12 parcelles · 3 capteurs')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Suivant/ }));
    await user.click(await screen.findByRole('radio', { name: /Certains comptes/ }));
    await user.click(screen.getByRole('button', { name: /^Suivant/ }));
    await user.type(await screen.findByRole('textbox', { name: /Nom du favori/ }), 'Lot-et-Garonne');
    expect(router.state.location.pathname).toBe('/favourites/new/advanced');

    await user.click(screen.getByRole('button', { name: /Zones postales\s*Où/ }));
    expect(await screen.findByText('47300')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Comptes\s*Lesquels/ }));
    expect(((await screen.findByRole('radio', { name: /Certains comptes/ })) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: /Filtres avancés\s*Quoi/ }));
    expect(((await screen.findByRole('textbox', { name: /Nom du favori/ })) as HTMLInputElement).value).toBe(
      'Lot-et-Garonne',
    );
  });

  it('opens the step of the first field at fault when saving from another one', async () => {
    const { router, user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Créer le favori' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/favourites/new/advanced');
  });
});
