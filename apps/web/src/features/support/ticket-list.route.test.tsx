import type { Paged } from '@console/domain/list/list-query';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import type { TicketListItem } from '@console/domain/support/ticket.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { FAILED_TRANSACTION_ID } from '../../test/test-api';
import { routeTestApi } from '../../test/route-test-api';
import { profileOf, TEST_ACCOUNT_ID } from '../../test/test-profile';
import { Component, loader } from './ticket-list.route';

const ticketOf = (overrides: Partial<TicketListItem>): TicketListItem => ({
  id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  reference: 'SUP-2026-000041',
  subject: 'Le piège ne transmet plus',
  category: 'sensor-fault',
  status: 'waiting_for_customer',
  desk: 'provider',
  accountId: TEST_ACCOUNT_ID,
  accountName: 'Ferme des Demo',
  requester: { id: '0f5b3e1e-8a43-4c57-9d51-2f0a4f3c8a11', name: 'Claire Martin' },
  sensorId: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
  serialNumber: 'SW-000451',
  parcelId: null,
  parcelLabel: null,
  issueId: null,
  createdAt: '2026-11-20T08:15:00.000Z',
  updatedAt: '2026-11-21T14:30:00.000Z',
  ...overrides,
});

const pageOf = (items: TicketListItem[]): Paged<TicketListItem> => ({
  items,
  total: items.length,
  filter: {},
  sort: { field: 'updatedAt', order: 'desc' },
});

const testApi = routeTestApi();

/** /support/tickets as a farmer opens it: their farm's requests. */
const renderTickets = () =>
  renderScreen({ path: '/support/tickets', Component, loader }, '/support/tickets', profileOf('farmer'));

describe('the support requests list', () => {
  it('lists the requests the API answers, latest activity first, each with its status and desk', async () => {
    testApi.answer(
      ticketEndpoints.list,
      pageOf([
        ticketOf({}),
        ticketOf({
          id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
          reference: 'SUP-2026-000038',
          subject: 'Accès au compte',
          category: 'account',
          status: 'open',
          desk: 'manufacturer',
          sensorId: null,
          serialNumber: null,
        }),
      ]),
    );
    renderTickets();

    const table = await screen.findByRole('table', { name: 'Demandes d’assistance' });
    const first = within(table).getByRole('row', { name: /SUP-2026-000041/ });
    expect(within(first).getByRole('link', { name: 'Le piège ne transmet plus' }).getAttribute('href')).toBe(
      '/support/tickets/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
    );
    expect(within(first).getByText('En attente du demandeur')).toBeTruthy();
    expect(within(first).getByText('Panne du capteur')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'SW-000451' })).toBeTruthy();
    expect(within(first).getByText('Distributeur')).toBeTruthy();
    expect(within(first).getByText('21/11/2026 15:30')).toBeTruthy();
    const second = within(table).getByRole('row', { name: /SUP-2026-000038/ });
    expect(within(second).getByText('Ouverte')).toBeTruthy();
    expect(within(second).getByText('Fabricant')).toBeTruthy();
    expect(screen.getByText('Demandes : 2')).toBeTruthy();
    // The latest activity first, unless the URL says otherwise.
    const [call] = testApi.calls(ticketEndpoints.list);
    expect([call?.query.get('sort'), call?.query.get('order')]).toEqual(['updatedAt', 'desc']);
  });

  it('invites a first request when the API lists none', async () => {
    testApi.answer(ticketEndpoints.list, pageOf([]));
    renderTickets();

    expect(await screen.findByText('Aucune demande d’assistance')).toBeTruthy();
    expect(
      screen.getByText(
        'Quand un piège ou la console a besoin d’aide, envoyez une nouvelle demande : elle arrive au bon service d’assistance.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nouvelle demande' }).getAttribute('href')).toBe('/support/tickets/new');
    expect(screen.queryByRole('table', { name: 'Demandes d’assistance' })).toBeNull();
  });

  it('shows the error page, with the failed call’s reference, when the API fails', async () => {
    // The boundary reports the failure to the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    testApi.fail(ticketEndpoints.list, 500);
    renderTickets();

    expect(await screen.findByRole('heading', { name: 'Erreur 500' })).toBeTruthy();
    expect(screen.getByText(`Référence : ${FAILED_TRANSACTION_ID}`)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Demandes d’assistance' })).toBeNull();
  });
});
