import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpFrenchScreen } from '../../test/french-screen';
import { theme } from '../../ui/theme';
import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import { AccountCreateForm } from './account-create-form';

beforeAll(async () => {
  await setUpFrenchScreen();
  // Mantine's combobox scrolls the selected option into view, which jsdom does not implement.
  Element.prototype.scrollIntoView = () => undefined;
  // The comment's autosizing textarea listens for web fonts, which jsdom does not have.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

afterEach(cleanup);

const renderForm = (issues?: { path: string[]; message: string }[]) => {
  const onSave = vi.fn();
  const Screen = () => (
    <AccountCreateForm
      type="farmer"
      providers={null}
      countryDefaults={COUNTRY_DEFAULTS}
      isSaving={false}
      isSaved={false}
      onSave={onSave}
      issues={issues}
    />
  );
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={createMemoryRouter([{ path: '/', Component: Screen }])} />
    </MantineProvider>,
  );
  return onSave;
};

const fill = async (name: string, value: string) => {
  await userEvent.type(screen.getByRole('textbox', { name }), value);
};
const choose = async (field: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const fillFarm = async () => {
  await fill('Nom de l’exploitation', 'GAEC des Saules');
  await fill('Adresse', '2 route des Silos');
  await fill('Code postal', '47000');
  await fill('Ville', 'Agen');
  await choose('Pays', 'Allemagne');
  await fill('Prénom', 'Léa');
  await fill('Nom', 'Garnier');
  await fill('E-mail', 'lea@saules.test');
};

// Typing a whole form into jsdom takes seconds on a busy two-core machine.
describe('account creation form', { timeout: 20_000 }, () => {
  it('sends the farm and its admin, without a SIRET left empty, in the language of the country', async () => {
    const onSave = renderForm();
    await fillFarm();
    await userEvent.click(screen.getByRole('button', { name: 'Créer et inviter' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [input] = onSave.mock.calls[0] as [{ account: Record<string, unknown>; admin: Record<string, unknown> }];
    expect(input.account).toMatchObject({ name: 'GAEC des Saules', postalAddress: { country: 'DE', city: 'Agen' } });
    expect(input.account.siret).toBeUndefined();
    expect(input.admin).toEqual({ firstName: 'Léa', lastName: 'Garnier', email: 'lea@saules.test', language: 'de' });
  });

  it('refuses a SIRET that is not 14 digits, and shows the e-mail in use where the API says', async () => {
    const onSave = renderForm([{ path: ['admin', 'email'], message: 'accounts.errors.email-taken' }]);
    expect(await screen.findByText('Un utilisateur a déjà cette adresse e-mail.')).toBeTruthy();
    await fillFarm();
    await fill('SIRET', '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Créer et inviter' }));
    expect(await screen.findByText('Un numéro SIRET compte 14 chiffres.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
