import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpFrenchScreen } from '../../../test/french-screen';
import { theme } from '../../../ui/theme';
import { CropForm, newCropValues } from './crop-form';

beforeAll(setUpFrenchScreen);

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
});
