import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import type { Paged } from '@console/domain/list/list-query';
import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import type { SubscriptionListItem } from '@console/domain/subscription/subscription.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { FAILED_TRANSACTION_ID } from '../../test/test-api';
import { routeTestApi } from '../../test/route-test-api';
import { profileOf } from '../../test/test-profile';
import { Component, loader } from './subscription-list.route';

// The web tests share one module registry (`isolate: false`): a file that mocks the API module leaves the modules it
// loaded bound to its mock, such as the favourite switcher this list loads through. The registry starts afresh here,
// before the imports above, so that the screen reaches the test API whatever ran before.
vi.hoisted(() => vi.resetModules());

const subscriptionOf = (overrides: Partial<SubscriptionListItem>): SubscriptionListItem => ({
  id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
  account: { id: '8c1e2f3a-4b5d-4c6e-8f7a-9b0c1d2e3f4a', name: 'Ferme du Moulin' },
  plan: {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    code: 'CAMP-FR',
    labels: { fr: 'Campagne limaces', en: 'Slug season', de: 'Schneckensaison', es: 'Campaña babosas' },
    kind: 'campaign',
  },
  startsOn: '2026-08-01',
  endsOn: '2027-07-31',
  graceDays: 14,
  status: 'to_renew',
  autoRenew: false,
  isCancelled: false,
  externalRef: 'PO-2026-118',
  seatCount: 4,
  ...overrides,
});

const pageOf = (items: SubscriptionListItem[]): Paged<SubscriptionListItem> => ({
  items,
  total: items.length,
  filter: {},
  sort: { field: 'endsOn', order: 'asc' },
});

const testApi = routeTestApi();

/** /subscriptions as a provider's admin opens it: no favourite yet, its farms and plans for the filters. */
const renderSubscriptions = () => {
  testApi.answer(favouriteEndpoints.all, []);
  testApi.answer(accountEndpoints.options, [
    { id: '8c1e2f3a-4b5d-4c6e-8f7a-9b0c1d2e3f4a', name: 'Ferme du Moulin', type: 'farmer', country: 'FR' },
  ]);
  testApi.answer(subscriptionEndpoints.plans, []);
  return renderScreen({ path: '/subscriptions', Component, loader }, '/subscriptions', profileOf('provider'));
};

describe('the subscriptions list', () => {
  it('lists the subscriptions the API answers, each with its holder, plan, period, status and seats', async () => {
    testApi.answer(
      subscriptionEndpoints.list,
      pageOf([
        subscriptionOf({}),
        subscriptionOf({
          id: '7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a',
          account: { id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b', name: 'GAEC des Prés' },
          status: 'active',
          seatCount: 12,
        }),
      ]),
    );
    renderSubscriptions();

    const table = await screen.findByRole('table', { name: 'Abonnements' });
    const first = within(table).getByRole('row', { name: /Ferme du Moulin/ });
    expect(within(first).getByRole('link', { name: 'Ferme du Moulin' }).getAttribute('href')).toBe(
      '/subscriptions/3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
    );
    expect(within(first).getByText('Campagne limaces')).toBeTruthy();
    expect(within(first).getByText('01/08/2026 – 31/07/2027')).toBeTruthy();
    expect(within(first).getByText('À renouveler')).toBeTruthy();
    expect(within(first).getByText('4')).toBeTruthy();
    expect(within(first).getByText('PO-2026-118')).toBeTruthy();
    const second = within(table).getByRole('row', { name: /GAEC des Prés/ });
    expect(within(second).getByText('Actif')).toBeTruthy();
    expect(within(second).getByText('12')).toBeTruthy();
    expect(screen.getByText('2 abonnements')).toBeTruthy();
    // A provider's admin may renew the rows it ticks.
    expect(within(first).getByRole('checkbox', { name: /Sélectionner Ferme du Moulin/ })).toBeTruthy();
  });

  it('says there is no subscription yet when the API lists none', async () => {
    testApi.answer(subscriptionEndpoints.list, pageOf([]));
    renderSubscriptions();

    expect(await screen.findByText('Aucun abonnement pour l’instant')).toBeTruthy();
    expect(
      screen.getByText('Les abonnements vendus aux exploitations et aux distributeurs apparaissent ici.'),
    ).toBeTruthy();
    expect(screen.getByText('0 abonnement')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Abonnements' })).toBeNull();
  });

  it('shows the error page, with the failed call’s reference, when the API fails', async () => {
    // The boundary reports the failure to the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    testApi.fail(subscriptionEndpoints.list, 500);
    renderSubscriptions();

    expect(await screen.findByRole('heading', { name: 'Erreur 500' })).toBeTruthy();
    expect(screen.getByText(`Référence : ${FAILED_TRANSACTION_ID}`)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Abonnements' })).toBeNull();
  });
});
