import { defaultRights } from '@console/domain/access/rights';
import type { AccountType } from '@console/domain/account/account-type';
import type { Profile } from '@console/domain/profile/profile.schema';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpFrenchScreen } from '../../test/french-screen';
import { theme } from '../../ui/theme';
import { AccountDeletionBox } from './account-deletion-box';

beforeAll(setUpFrenchScreen);
afterEach(cleanup);

const renderBox = (accountType: AccountType, isAdmin = true) => {
  const rights = defaultRights(accountType);
  const profile = {
    accountType,
    accountName: 'Ferme des Demo',
    email: 'farmer@demo.test',
    role: { rights: isAdmin ? rights : { ...rights, myUsers: 'read-only' }, isAdmin },
  } as unknown as Profile;
  const router = createMemoryRouter([{ path: '/profile', Component: () => <AccountDeletionBox profile={profile} /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

describe('the account-deletion box', () => {
  it('leads an administrator to a support request about deleting the account, pre-filled', () => {
    renderBox('farmer');
    const href = screen.getByRole('link', { name: 'Contacter l’assistance' }).getAttribute('href') ?? '';
    const request = new URL(href, 'http://console.test');
    expect(request.pathname).toBe('/support/tickets/new');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      category: 'account',
      subject: 'Supprimer mon compte',
      message: 'Merci de supprimer le compte « Ferme des Demo » et ses données.',
    });
  });

  it('sends the others to an administrator of their account', () => {
    renderBox('farmer', false);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/contactez un administrateur de votre compte/)).toBeTruthy();
  });

  it('is not shown to providers', () => {
    renderBox('provider');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Supprimer mon compte')).toBeNull();
  });
});
