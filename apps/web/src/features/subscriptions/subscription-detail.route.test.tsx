import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import type { Subscription } from '@console/domain/subscription/subscription.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getActionData } from '../../test/action-data';
import { getActionError } from '../../test/action-error';
import { renderScreen } from '../../test/render-screen';
import { routeTestApi } from '../../test/route-test-api';
import { profileOf } from '../../test/test-profile';
import { action, Component, loader } from './subscription-detail.route';

const SUBSCRIPTION_ID = '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f';
const SUCCESSOR_ID = '5c4b3a2f-1e0d-4c9b-8a7f-6e5d4c3b2a1f';
const PATH = '/subscriptions/:id';

/** A farm's season nearing its end, two sensors covered: the provider may renew it. */
const TO_RENEW: Subscription = {
  id: SUBSCRIPTION_ID,
  account: { id: '8c1e2f3a-4b5d-4c6e-8f7a-9b0c1d2e3f4a', name: 'Ferme du Moulin' },
  plan: {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    code: 'CAMP-FR',
    labels: { fr: 'Campagne limaces', en: 'Slug season', de: 'Schneckensaison', es: 'Campaña babosas' },
    kind: 'campaign',
  },
  provider: { id: '2d6f8a40-7b1c-4e3d-9a5f-0c8e1b2d3f4a', name: 'Agri Distribution' },
  startsOn: '2025-08-01',
  endsOn: '2026-07-31',
  graceDays: 14,
  status: 'to_renew',
  autoRenew: false,
  isCancelled: false,
  seatCount: 2,
  seats: [
    {
      id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      sensor: { id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b', serialNumber: 'SW-000451' },
      addedAt: '2025-08-01T08:00:00.000Z',
    },
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      sensor: { id: '7b6a5f4e-3d2c-4b1a-9f8e-7d6c5b4a3f2e', serialNumber: 'SW-000452' },
      addedAt: '2025-08-01T08:00:00.000Z',
    },
  ],
  periods: [{ id: SUBSCRIPTION_ID, startsOn: '2025-08-01', endsOn: '2026-07-31', status: 'to_renew' }],
  events: [{ at: '2025-07-20T09:30:00.000Z', kind: 'created', by: 'Claire Martin' }],
  coverageGaps: [],
};

/** The next period the renewal opens, from the day after. */
const SUCCESSOR: Subscription = {
  ...TO_RENEW,
  id: SUCCESSOR_ID,
  startsOn: '2026-08-01',
  endsOn: '2027-07-31',
  status: 'scheduled',
  periods: [
    { id: SUBSCRIPTION_ID, startsOn: '2025-08-01', endsOn: '2026-07-31', status: 'renewed' },
    { id: SUCCESSOR_ID, startsOn: '2026-08-01', endsOn: '2027-07-31', status: 'scheduled' },
  ],
};

const testApi = routeTestApi();

const renderSubscription = () =>
  renderScreen({ path: PATH, Component, loader, action }, `/subscriptions/${SUBSCRIPTION_ID}`, profileOf('provider'));

const post = (body: object) =>
  new Request(`http://localhost/subscriptions/${SUBSCRIPTION_ID}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('a subscription’s page', () => {
  it('shows the subscription the API answers: its holder, plan, status, seats and periods', async () => {
    testApi.answer(subscriptionEndpoints.get, TO_RENEW);
    renderSubscription();

    expect(await screen.findByRole('heading', { name: 'Abonnement de Ferme du Moulin' })).toBeTruthy();
    expect(screen.getByText('CAMP-FR · Campagne limaces')).toBeTruthy();
    expect(screen.getAllByText('À renouveler')).toHaveLength(2);
    expect(screen.getByText('Agri Distribution')).toBeTruthy();
    const seats = screen.getByRole('table', { name: 'Capteurs couverts (2)' });
    expect(within(seats).getByText('SW-000451')).toBeTruthy();
    expect(within(seats).getByText('SW-000452')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renouveler' })).toBeTruthy();
    expect(testApi.calls(subscriptionEndpoints.get)[0]?.path).toBe(`/subscriptions/${SUBSCRIPTION_ID}`);
  });

  it('renews it once confirmed, then opens the next period', async () => {
    testApi.answer(subscriptionEndpoints.get, TO_RENEW, { id: SUBSCRIPTION_ID });
    const router = renderSubscription();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renouveler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renouveler cet abonnement' });

    // What the API holds once renewed: the period renewed, and the next one.
    testApi.answer(subscriptionEndpoints.renew, SUCCESSOR);
    testApi.answer(subscriptionEndpoints.get, { ...TO_RENEW, status: 'renewed' }, { id: SUBSCRIPTION_ID });
    testApi.answer(subscriptionEndpoints.get, SUCCESSOR, { id: SUCCESSOR_ID });
    await user.click(within(dialog).getByRole('button', { name: 'Renouveler' }));

    expect(await screen.findByText('Abonnement renouvelé.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/subscriptions/${SUCCESSOR_ID}`));
    // The renewed period is now the one before, a link back; the page is the next one's, to come.
    expect(await screen.findByRole('link', { name: '01/08/2025 – 31/07/2026' })).toBeTruthy();
    expect(screen.getAllByText('À venir')).toHaveLength(2);
    expect(testApi.calls(subscriptionEndpoints.renew).map((call) => call.path)).toEqual([
      `/subscriptions/${SUBSCRIPTION_ID}/renew`,
    ]);
  });

  it('forwards an edit of its terms, as the schema reads it, to the update endpoint', async () => {
    testApi.answer(subscriptionEndpoints.update, { ...TO_RENEW, autoRenew: true, externalRef: 'PO-2026-118' });

    const answer = await getActionData(
      action,
      post({ intent: 'update', endsOn: '2026-07-31', autoRenew: true, externalRef: '  PO-2026-118  ' }),
      PATH,
    );

    expect(answer).toEqual({ ok: true, id: SUBSCRIPTION_ID });
    expect(testApi.calls().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: `/subscriptions/${SUBSCRIPTION_ID}`,
        body: { endsOn: '2026-07-31', autoRenew: true, externalRef: 'PO-2026-118' },
      },
    ]);
  });

  it('refuses a seat change without sensors with a 422, before anything reaches the API', async () => {
    const error = await getActionError(action, post({ intent: 'seats', action: 'add', sensorIds: [] }), PATH);

    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, data: { status: 422, message: 'failed to parse payload' } });
    expect(testApi.calls()).toEqual([]);
  });
});
