import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpFrenchScreen } from '../../test/french-screen';
import { theme } from '../../ui/theme';
import { Component as LoginScreen } from './auth-login.route';

beforeAll(async () => {
  await setUpFrenchScreen();
});

afterEach(cleanup);

const renderLogin = ({ search = '', state }: { search?: string; state?: unknown } = {}) => {
  const router = createMemoryRouter([{ path: '/login', Component: LoginScreen }], {
    initialEntries: [{ pathname: '/login', search, state }],
  });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

describe('sign-in screen', () => {
  it('validates with the domain schema and shows the French messages', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/e-mail/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText("Le format d'email est incorrect")).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
  });

  it('asks for the second step handed over by a password just set, in French, and offers a recovery code', async () => {
    renderLogin({ state: { challenge: { mfaToken: 'a-second-step', methods: ['otp'] } } });
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Code de votre application d’authentification/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Téléphone perdu ? Utiliser un code de secours' }));
    expect(screen.getByLabelText(/Code de secours/)).toBeTruthy();
    expect(screen.queryByLabelText(/Mot de passe/)).toBeNull();
  });

  it('offers only the passkey to a user whose factors are passkeys, who has no codes to type', async () => {
    renderLogin({ state: { challenge: { mfaToken: 'a-second-step', methods: ['passkey'] } } });
    expect(await screen.findByRole('button', { name: 'Utiliser une clé d’accès' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('explains an expired session', async () => {
    renderLogin({ search: '?reason=expired' });
    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeTruthy();
  });
});
