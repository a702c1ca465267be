/// <reference types="node" />
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../ui/theme';
import { Component as LoginScreen } from './auth-login.route';

const HERE = dirname(fileURLToPath(import.meta.url));
const french = JSON.parse(readFileSync(resolve(HERE, '../../../../server/locales/fr/common.json'), 'utf8')) as object;

beforeAll(async () => {
  // Mantine reads media queries; jsdom has none.
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  await i18next.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common: french } }, defaultNS: 'common' });
});

afterEach(cleanup);

const renderLogin = (url: string) => {
  const router = createMemoryRouter([{ path: '/login', Component: LoginScreen }], { initialEntries: [url] });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

describe('sign-in screen', () => {
  it('validates with the domain schema and shows the French messages', async () => {
    renderLogin('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/e-mail/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText("Le format d'email est incorrect")).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
  });

  it('explains an expired session', async () => {
    renderLogin('/login?reason=expired');
    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeTruthy();
  });
});
