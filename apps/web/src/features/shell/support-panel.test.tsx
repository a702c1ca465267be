import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import type { TicketListItem } from '@console/domain/support/ticket.schema';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/api';
import { setUpFrenchScreen } from '../../test/french-screen';
import { theme } from '../../ui/theme';
import { SupportPanel } from './support-panel';

vi.mock('../../api/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../api/public-settings', () => ({
  getPublicSettings: () =>
    Promise.resolve({
      supportDocuments: {
        userGuide: 'https://sav.example/{lang}/user-guide',
        installationVideo: 'https://video.example/install?hl={lang}',
        faq: 'https://sav.example/faq',
        extraLinks: [{ label: 'Catalogue des pièces', url: 'https://shop.example/{lang}/parts' }],
      },
    } as PublicSettings),
}));

beforeAll(setUpFrenchScreen);
beforeEach(() => vi.mocked(api.call).mockReset());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ticketOf = (index: number) =>
  ({
    id: `e0000000-0000-4000-8000-00000000000${index}`,
    reference: `SUP-2026-00004${index}`,
    subject: `Capteur muet ${index}`,
    status: index === 0 ? 'waiting_for_customer' : 'open',
    updatedAt: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
  }) as TicketListItem;

// api.call is generic, its answer typed by the endpoint: the mock answers the one call the panel makes.
const answerTickets = (items: TicketListItem[]) =>
  vi.mocked(api.call).mockResolvedValue({
    items,
    total: items.length,
    filter: {},
    sort: { field: 'updatedAt', order: 'desc' },
  } as never);

const renderPanel = () => {
  const router = createMemoryRouter(
    [{ path: '*', Component: () => <SupportPanel opened onClose={() => undefined} timeZone="Europe/Paris" /> }],
    { initialEntries: ['/parcels/list'] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Assistance' });
};

const hrefOf = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('link', { name }).getAttribute('href');

describe('the support panel', () => {
  it('lists the five latest requests, each opening its ticket', async () => {
    answerTickets([0, 1, 2, 3, 4].map(ticketOf));
    const dialog = renderPanel();

    expect(within(dialog).getByRole('status').textContent).toBe('Chargement…');
    const first = await within(dialog).findByRole('link', { name: /Capteur muet 0/ });
    expect(first.getAttribute('href')).toBe('/support/tickets/e0000000-0000-4000-8000-000000000000');
    expect(first.textContent).toContain('SUP-2026-000040 · il y a 1 heure');
    expect(within(dialog).getAllByRole('link', { name: /Capteur muet/ })).toHaveLength(5);
    // The five newest only are asked for.
    expect(vi.mocked(api.call).mock.calls[0]?.[1]).toMatchObject({
      query: { sort: 'updatedAt', order: 'desc', limit: 5 },
    });
  });

  it('says when there is no request yet, and still offers a new one', async () => {
    answerTickets([]);
    const dialog = renderPanel();

    expect(await within(dialog).findByText('Aucune demande pour l’instant')).toBeTruthy();
    expect(hrefOf(dialog, /^Nouvelle demande$/)).toBe('/support/tickets/new');
    expect(hrefOf(dialog, /^Toutes mes demandes$/)).toBe('/support/tickets');
  });

  it('opens the after-sales site and the documents in the reader’s language, in new tabs', async () => {
    answerTickets([]);
    const dialog = renderPanel();

    expect(await within(dialog).findByRole('link', { name: /Guide d’utilisation/ })).toBeTruthy();
    const expected = {
      'Site du service après-vente': '/sav-redirect',
      'Guide d’utilisation': 'https://sav.example/fr/user-guide',
      'Vidéo d’installation': 'https://video.example/install?hl=fr',
      FAQ: 'https://sav.example/faq',
      'Catalogue des pièces': 'https://shop.example/fr/parts',
    };
    for (const [label, href] of Object.entries(expected)) {
      const link = within(dialog).getByRole('link', { name: `${label} (s’ouvre dans un nouvel onglet)` });
      expect({ label, href: link.getAttribute('href') }).toEqual({ label, href });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('offers to try again when the requests cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(api.call).mockRejectedValue(new Error('down'));
    const dialog = renderPanel();

    expect(await within(dialog).findByText('Vos demandes n’ont pas pu être chargées.')).toBeTruthy();
    answerTickets([ticketOf(0)]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByRole('link', { name: /Capteur muet 0/ })).toBeTruthy();
  });
});
