import { zodResolver } from '@hookform/resolvers/zod';
import { Button, MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setUpFrenchScreen } from '../test/french-screen';
import { DateField } from './date-field';
import { LibraryTexts } from './library-texts';
import { NumberField } from './number-field';
import { PasswordField, TextField } from './text-field';
import { theme } from './theme';

beforeAll(async () => {
  await setUpFrenchScreen();
});

afterEach(cleanup);

const schema = z.object({
  name: z.string().min(1),
  secret: z.string(),
  count: z.number().optional(),
  sownOn: z.string().min(1),
  harvestedOn: z.string().optional(),
});
type Values = z.infer<typeof schema>;

const renderForm = (defaultValues: Partial<Values>) => {
  const onSave = vi.fn<(values: Values) => void>();
  const Form = () => {
    const { control, handleSubmit } = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
    return (
      <form onSubmit={handleSubmit(onSave)} noValidate>
        <TextField control={control} name="name" label="Nom" />
        <PasswordField control={control} name="secret" label="Secret" />
        <NumberField control={control} name="count" label="Nombre" />
        <DateField control={control} name="sownOn" label="Semis" valueFormat="DD/MM/YYYY" />
        <DateField control={control} name="harvestedOn" label="Récolte" valueFormat="DD/MM/YYYY" clearable />
        <Button type="submit">Enregistrer</Button>
      </form>
    );
  };
  render(
    <MantineProvider theme={theme} env="test">
      <LibraryTexts>
        <Form />
      </LibraryTexts>
    </MantineProvider>,
  );
  return { onSave, user: userEvent.setup() };
};

describe('the form fields', () => {
  it('show the schema’s refusals in the user language, each under its field', async () => {
    const { user, onSave } = renderForm({ name: '', secret: '' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Nom' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('send what was typed; an emptied number and a cleared optional date leave the payload', async () => {
    const { user, onSave } = renderForm({
      name: '',
      secret: '',
      count: 3,
      sownOn: '2026-03-02',
      harvestedOn: '2026-09-01',
    });
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Champ du bas');
    await user.type(screen.getByLabelText('Secret'), 's3cret');
    await user.clear(screen.getByRole('textbox', { name: 'Nombre' }));
    await user.click(screen.getAllByRole('button', { name: 'Effacer' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'Champ du bas', secret: 's3cret', sownOn: '2026-03-02' });
  });

  it('speak the user language in the library’s own controls', async () => {
    const { user } = renderForm({ name: '', secret: '', sownOn: '2026-03-02' });
    expect(screen.getByRole('button', { name: 'Afficher ou masquer le mot de passe' })).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Semis' }));
    expect(await screen.findByRole('button', { name: 'Mois précédent' })).toBeTruthy();
    expect(screen.getByText('mars 2026')).toBeTruthy();
  });
});
