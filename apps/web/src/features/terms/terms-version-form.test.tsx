import {
  TERMS_ERRORS,
  type PublishTermsVersionInput,
  type TermsKind,
} from '@console/domain/terms/terms-version.schema';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpFrenchScreen } from '../../test/french-screen';
import { theme } from '../../ui/theme';
import { TermsVersionForm } from './terms-version-form';

beforeAll(async () => {
  await setUpFrenchScreen();
});

afterEach(cleanup);

const renderForm = (kind: TermsKind = 'service') => {
  const onPublish = vi.fn<(values: PublishTermsVersionInput) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: () => <TermsVersionForm kind={kind} isSaving={false} issues={undefined} onPublish={onPublish} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  const { container } = render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  const fileInput = () => {
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    return input;
  };
  return { onPublish, fileInput, user: userEvent.setup() };
};

describe('the new terms version form', () => {
  it('asks for a label and a document, in the user language', async () => {
    const { user, onPublish } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(screen.getByText('Choisissez le document PDF')).toBeTruthy();
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('refuses a file that only claims to be a PDF before sending anything', async () => {
    const { user, onPublish, fileInput } = renderForm();
    await user.type(await screen.findByLabelText(/Version/), '2026-02');
    await user.upload(fileInput(), new File(['<html></html>'], 'terms.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText("Ce fichier n'est pas un document PDF")).toBeTruthy();
    expect(onPublish).not.toHaveBeenCalled();
  });

  it('publishes a PDF only once the user confirms that everyone will have to accept it', async () => {
    const { user, onPublish, fileInput } = renderForm();
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'cgu-2026-02.pdf', { type: 'application/pdf' });
    await user.type(await screen.findByLabelText(/Version/), ' 2026-02 ');
    await user.upload(fileInput(), pdf);
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publier la version 2026-02 ?' });
    expect(dialog.textContent).toContain('Chaque utilisateur, vous compris, devra accepter ces conditions');
    expect(onPublish).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: "Publier et demander l'acceptation" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(onPublish.mock.calls[0]?.[0]).toMatchObject({ kind: 'service', version: '2026-02', document: pdf });
  });

  it('publishes rent terms with their own warning: only contracts validated from now on accept them', async () => {
    const { user, onPublish, fileInput } = renderForm('rent');
    expect(await screen.findByText('Les contrats validés désormais acceptent cette version')).toBeTruthy();
    await user.type(screen.getByLabelText(/Version/), '2026-02');
    await user.upload(fileInput(), new File(['%PDF-1.4\n%%EOF\n'], 'location.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publier la version 2026-02 ?' });
    expect(dialog.textContent).toContain('Les locataires accepteront ces conditions de location');
    await user.click(screen.getByRole('button', { name: "Publier et demander l'acceptation" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(onPublish.mock.calls[0]?.[0]).toMatchObject({ kind: 'rent', version: '2026-02' });
  });

  it('has a text for every refusal the schema or the API can give', () => {
    expect(Object.values(TERMS_ERRORS).filter((key) => !i18next.exists(key))).toEqual([]);
  });
});
