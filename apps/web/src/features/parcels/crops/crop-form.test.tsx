import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpFrenchScreen } from '../../../test/french-screen';
import { theme } from '../../../ui/theme';
import { CropForm, newCropValues } from './crop-form';

beforeAll(async () => {
  await setUpFrenchScreen();
  // Mantine's combobox scrolls the selected option into view, which jsdom does not implement.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(cleanup);

const renderForm = () => {
  const onSave = vi.fn();
  const Screen = () => (
    <CropForm
      values={{ ...newCropValues('2026-09-15'), currentCrop: 'autre' }}
      title="Culture"
      isLeaving={null}
      onSave={onSave}
      issues={undefined}
      footer={<button type="submit">Enregistrer</button>}
    />
  );
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={createMemoryRouter([{ path: '/', Component: Screen }])} />
    </MantineProvider>,
  );
  return onSave;
};

describe('crop form', { timeout: 20_000 }, () => {
  it('says in the user’s language that a seeding quantity is larger than the console stores', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Densité de semis prévue (graines/ha)' }), '3000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce nombre est trop grand')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for the actual seeding date, on its field, of a crop at a stage past sowing', async () => {
    const onSave = renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: 'Stade' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Levé' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const date = screen.getByRole('textbox', { name: 'Date de semis réelle' });
    expect(date.getAttribute('aria-invalid')).toBe('true');
    const error = await screen.findByText(
      'Une culture semée ou plus avancée a une date de semis réelle : indiquez-la.',
    );
    expect(error.id).not.toBe('');
    expect(date.getAttribute('aria-describedby')).toContain(error.id);
    expect(onSave).not.toHaveBeenCalled();
  });
});
