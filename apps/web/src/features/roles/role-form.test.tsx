import { defaultRights } from '@console/domain/access/rights';
import type { RoleInput } from '@console/domain/role/role.schema';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpFrenchScreen } from '../../test/french-screen';
import { theme } from '../../ui/theme';
import { RoleForm } from './role-form';

beforeAll(setUpFrenchScreen);

afterEach(cleanup);

const FARMER_ROLE: RoleInput = {
  accountType: 'farmer',
  labelFr: 'Exploitant',
  startPage: '/sensors',
  isAdmin: false,
  rights: defaultRights('farmer'),
};

const renderForm = (values: RoleInput, onSave = vi.fn()) => {
  const Screen = () => (
    <RoleForm
      values={values}
      title="Rôle"
      readOnly={false}
      isInUse={false}
      isLeaving={false}
      onSave={onSave}
      issues={undefined}
      footer={<button type="submit">Enregistrer</button>}
    />
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={createMemoryRouter([{ path: '/', Component: Screen }])} />
    </MantineProvider>,
  );
  return onSave;
};

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('role form', () => {
  it('keeps the keys a farmer role may not hold at no access', async () => {
    renderForm(FARMER_ROLE);
    expect(radio('Rôles : Aucun accès').checked).toBe(true);
    expect(radio('Rôles : Accès complet').disabled).toBe(true);
    expect(radio('Comptes distributeurs : Lecture seule').disabled).toBe(true);
    expect(radio('Capteurs : Lecture seule').disabled).toBe(false);
    expect(screen.getAllByText('Non disponible pour ce type de compte')).toHaveLength(9);
  });

  it('says at once when the start page is no longer reachable, and does not send the role', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(FARMER_ROLE);
    await user.click(radio('Capteurs : Aucun accès'));
    expect(await screen.findByText(/ne pourraient pas ouvrir cette page/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.click(radio('Capteurs : Lecture seule'));
    expect(screen.queryByText(/ne pourraient pas ouvrir cette page/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ startPage: '/sensors', rights: expect.objectContaining({ sensors: 'read-only' }) }),
      expect.anything(),
    );
  });

  it('edits the label in the four languages, an emptied one sent as none', async () => {
    const user = userEvent.setup();
    const onSave = renderForm({ ...FARMER_ROLE, labelDe: 'Landwirt' });
    await user.type(screen.getByRole('textbox', { name: 'En anglais' }), ' Grower ');
    await user.clear(screen.getByRole('textbox', { name: 'En allemand' }));
    await user.type(screen.getByRole('textbox', { name: 'En espagnol' }), 'Agricultor');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ labelFr: 'Exploitant', labelEn: 'Grower', labelDe: null, labelEs: 'Agricultor' }),
      expect.anything(),
    );
  });
});
