import type { AccessSubject } from '@console/domain/access/permissions';
import { defaultRights } from '@console/domain/access/rights';
import type { AccountOption } from '@console/domain/account/account.schema';
import type { AccountType } from '@console/domain/account/account-type';
import type { RoleOption } from '@console/domain/role/role.schema';
import type { CreateUserInput } from '@console/domain/user/user.schema';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpFrenchScreen } from '../../test/french-screen';
import { theme } from '../../ui/theme';
import { UserForm } from './user-form';

beforeAll(async () => {
  await setUpFrenchScreen();
  // Mantine's combobox scrolls the selected option into view, which jsdom does not implement.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(cleanup);

const PROVIDER = 'a0000000-0000-4000-8000-000000000001';
const FARM = 'a0000000-0000-4000-8000-000000000002';
const accounts: AccountOption[] = [
  { id: PROVIDER, name: 'Agri Distribution Demo', type: 'provider' },
  { id: FARM, name: 'Ferme des Demo', type: 'farmer' },
];
const role = (id: number, accountType: AccountType, labelFr: string, isAdmin = false): RoleOption => ({
  id: `b0000000-0000-4000-8000-00000000000${id}`,
  accountType,
  labelFr,
  isAdmin,
});
const roles = [
  role(1, 'provider', 'Administrateur', true),
  role(2, 'provider', 'Commercial'),
  role(3, 'farmer', 'Administrateur', true),
  role(4, 'farmer', 'Consultation'),
];

/** A distributor's user who manages users, an administrator of the distributor or not. */
const providerUser = (isAdmin: boolean): AccessSubject => ({
  accountType: 'provider',
  accountId: PROVIDER,
  roleId: isAdmin ? (roles[0]?.id ?? '') : (roles[1]?.id ?? ''),
  role: { isAdmin, rights: defaultRights('provider') },
});

const NEW_USER = {
  firstName: '',
  lastName: '',
  email: '',
  language: 'fr',
  roleId: '',
  accountId: '',
  accountType: '',
} as unknown as CreateUserInput;

const renderForm = (onSave = vi.fn(), grantor = providerUser(true)) => {
  const Screen = () => (
    <UserForm
      values={NEW_USER}
      title="Nouvel utilisateur"
      isNew
      accounts={accounts}
      accountName=""
      roles={roles}
      grantor={grantor}
      phoneCountry="FR"
      readOnly={false}
      isLeaving={false}
      onSave={onSave}
      issues={undefined}
      footer={<button type="submit">Envoyer</button>}
    />
  );
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={createMemoryRouter([{ path: '/', Component: Screen }])} />
    </MantineProvider>,
  );
  return onSave;
};

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const optionsOf = async (label: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
};

describe('user form', () => {
  it('asks for the account before the role, then offers the roles of its type only', async () => {
    renderForm();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Rôle' }).disabled).toBe(true);
    await choose('Compte', 'Ferme des Demo');
    expect(await optionsOf('Rôle')).toEqual(['Administrateur (administrateur)', 'Consultation']);
    await choose('Rôle', 'Consultation');

    // Another type of account: the farm's role cannot stay.
    await choose('Compte', 'Agri Distribution Demo');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Rôle' }).value).toBe('');
    expect(await optionsOf('Rôle')).toEqual(['Administrateur (administrateur)', 'Commercial']);
  });

  it('offers the administrator role of the own account to its administrators only', async () => {
    renderForm(vi.fn(), providerUser(false));
    await choose('Compte', 'Agri Distribution Demo');
    expect(await optionsOf('Rôle')).toEqual(['Commercial']);
    // The farms the distributor manages still get their administrators from it.
    await choose('Compte', 'Ferme des Demo');
    expect(await optionsOf('Rôle')).toEqual(['Administrateur (administrateur)', 'Consultation']);
  });

  it('sends the invitation with the account type and without an empty phone number', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Fournier');
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Léa');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lea@ferme.test');
    await choose('Compte', 'Ferme des Demo');
    await choose('Rôle', 'Consultation');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      firstName: 'Léa',
      lastName: 'Fournier',
      email: 'lea@ferme.test',
      language: 'fr',
      accountId: FARM,
      accountType: 'farmer',
      roleId: roles[3]?.id,
    });
  });

  it('takes a national phone number with its country and sends it in international form', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Fournier');
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Léa');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lea@ferme.test');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Pays du téléphone' }).value).toBe('France (+33)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78');
    await choose('Compte', 'Ferme des Demo');
    await choose('Rôle', 'Consultation');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ phoneNumber: '+33612345678' });
  });

  it('says which fields are missing instead of sending', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'pas-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSave).not.toHaveBeenCalled();
    await screen.findByText("Le format d'email est incorrect");
    expect(screen.getAllByText('Ce champ est obligatoire').length).toBeGreaterThanOrEqual(4);
  });
});
