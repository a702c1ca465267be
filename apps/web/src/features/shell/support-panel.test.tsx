import { publicSettingsEndpoints } from '@console/domain/config/public-settings.endpoints';
import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import type { TicketListItem } from '@console/domain/support/ticket.schema';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTestApi } from '../../test/route-test-api';
import { theme } from '../../ui/theme';
import { SupportPanel } from './support-panel';

const SETTINGS: PublicSettings = {
  appTitle: 'SlugWatch',
  environment: 'demo',
  release: '',
  errorReportingDsn: null,
  analytics: null,
  supportLink: 'https://sav.example/',
  antiSlugProductUrl: 'https://products.example/{lang}',
  supportDocuments: {
    userGuide: 'https://sav.example/{lang}/user-guide',
    installationVideo: 'https://video.example/install?hl={lang}',
    faq: 'https://sav.example/faq',
    extraLinks: [{ label: 'Catalogue des pièces', url: 'https://shop.example/{lang}/parts' }],
  },
  mapTiles: { plain: 'https://tiles.example/{z}/{x}/{y}', hybrid: 'https://tiles.example/{z}/{x}/{y}', labels: '' },
  demoDateFilter: null,
  captchaSiteKey: null,
};

const testApi = routeTestApi();
beforeEach(() => testApi.answer(publicSettingsEndpoints.get, SETTINGS));

const ticketOf = (index: number): TicketListItem => ({
  id: `e0000000-0000-4000-8000-00000000000${index}`,
  reference: `SUP-2026-00004${index}`,
  subject: `Capteur muet ${index}`,
  category: 'sensor-fault',
  status: index === 0 ? 'waiting_for_customer' : 'open',
  desk: 'provider',
  accountId: '6c1f0d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  accountName: 'Ferme des Demo',
  requester: { id: '0f5b3e1e-8a43-4c57-9d51-2f0a4f3c8a11', name: 'Claire Martin' },
  sensorId: null,
  serialNumber: null,
  parcelId: null,
  parcelLabel: null,
  issueId: null,
  createdAt: new Date(Date.now() - 48 * 3_600_000).toISOString(),
  updatedAt: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
});

const answerTickets = (items: TicketListItem[]) =>
  testApi.answer(ticketEndpoints.list, {
    items,
    total: items.length,
    filter: {},
    sort: { field: 'updatedAt', order: 'desc' },
  });

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
    const [call] = testApi.calls(ticketEndpoints.list);
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({ sort: 'updatedAt', order: 'desc', limit: '5' });
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
    testApi.fail(ticketEndpoints.list, 500);
    const dialog = renderPanel();

    expect(await within(dialog).findByText('Vos demandes n’ont pas pu être chargées.')).toBeTruthy();
    answerTickets([ticketOf(0)]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByRole('link', { name: /Capteur muet 0/ })).toBeTruthy();
  });
});
