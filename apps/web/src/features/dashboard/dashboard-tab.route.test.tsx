import { dashboardEndpoints } from '@console/domain/dashboard/dashboard.endpoints';
import type { Dashboard } from '@console/domain/dashboard/dashboard.schema';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getActionData } from '../../test/action-data';
import { getActionError } from '../../test/action-error';
import { renderScreen } from '../../test/render-screen';
import { FAILED_TRANSACTION_ID } from '../../test/test-api';
import { routeTestApi } from '../../test/route-test-api';
import { profileOf } from '../../test/test-profile';
import { Component as DashboardLayout } from './dashboard-layout.route';
import { action, Component, loader } from './dashboard-tab.route';

// The web tests share one module registry (`isolate: false`): a file that mocks the API module leaves the modules it
// loaded bound to its mock, such as the favourite switcher this tab loads through. The registry starts afresh here,
// before the imports above, so that the screen reaches the test API whatever ran before.
vi.hoisted(() => vi.resetModules());

const PARCEL_ID = '6f1c2b8e-3a5d-4c7e-9b1a-2d3e4f5a6b7c';

/** A provider's activity tab: its parcels by risk, the one that counted most slugs, and none left untreated. */
const ACTIVITY: Dashboard = {
  tab: 'activity',
  tiles: [
    {
      key: 'parcels',
      value: 42,
      link: { path: '/parcels', query: {} },
      series: [
        { key: 'high', value: 5, link: { path: '/parcels', query: { risk_levels: ['high'] } } },
        { key: 'low', value: 37, link: { path: '/parcels', query: { risk_levels: ['low'] } } },
      ],
    },
    { key: 'top-parcels', value: 120, series: [{ key: PARCEL_ID, label: 'Champ du Moulin', value: 80 }] },
    { key: 'risk-without-action', value: 0, series: [] },
  ],
};

/** The same tab over a period and a territory where nothing happened. */
const QUIET: Dashboard = {
  tab: 'activity',
  tiles: [
    { key: 'top-parcels', value: 0, series: [] },
    { key: 'risk-without-action', value: 0, series: [] },
  ],
};

const testApi = routeTestApi();

/** /dashboard/activity as a provider's admin opens it: no favourite yet, the weekly e-mail off. */
const renderActivity = () => {
  testApi.answer(favouriteEndpoints.all, []);
  testApi.answer(dashboardEndpoints.digest, { isSubscribed: false });
  return renderScreen(
    { path: '/dashboard', Component: DashboardLayout, children: [{ path: 'activity', Component, loader, action }] },
    '/dashboard/activity',
    profileOf('provider'),
  );
};

const post = (body: object) =>
  new Request('http://localhost/dashboard/activity', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('a dashboard tab', () => {
  it('shows the tiles the API answers, each figure opening the list it counts', async () => {
    testApi.answer(dashboardEndpoints.tab, ACTIVITY);
    renderActivity();

    const parcels = await screen.findByRole('region', { name: 'Parcelles suivies' });
    expect(within(parcels).getByRole('link', { name: 'Parcelles suivies: 42' }).getAttribute('href')).toBe(
      '/parcels/list',
    );
    expect(within(parcels).getByRole('link', { name: 'Parcelles suivies – Élevé: 5' }).getAttribute('href')).toBe(
      '/parcels/list?riskLevels=high',
    );
    const top = screen.getByRole('region', { name: 'Parcelles aux plus fortes captures' });
    expect(within(top).getByRole('link', { name: 'Champ du Moulin' }).getAttribute('href')).toBe(
      `/parcels/${PARCEL_ID}`,
    );
    expect(
      within(screen.getByRole('region', { name: 'Risque fort sans traitement' })).getByText(
        'Aucune parcelle laissée en risque fort sans traitement.',
      ),
    ).toBeTruthy();
    // The tabs a provider may open, the current one selected.
    expect(screen.getByRole('tab', { name: 'Activité' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Capteurs' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Qualité de service' })).toBeNull();
    expect(testApi.calls(dashboardEndpoints.tab)[0]?.path).toBe('/dashboard/activity');
  });

  it('says so in each tile when the period has nothing to show', async () => {
    testApi.answer(dashboardEndpoints.tab, QUIET);
    renderActivity();

    expect(await screen.findByText('Aucune limace comptée sur la période.')).toBeTruthy();
    expect(screen.getByText('Aucune parcelle laissée en risque fort sans traitement.')).toBeTruthy();
  });

  it('shows the error page, with the failed call’s reference, when the API fails', async () => {
    // The boundary reports the failure to the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    testApi.fail(dashboardEndpoints.tab, 500);
    renderActivity();

    expect(await screen.findByRole('heading', { name: 'Erreur 500' })).toBeTruthy();
    expect(screen.getByText(`Référence : ${FAILED_TRANSACTION_ID}`)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Parcelles suivies' })).toBeNull();
  });

  it('turns the tab’s weekly e-mail on, and says when it will come', async () => {
    testApi.answer(dashboardEndpoints.tab, ACTIVITY);
    renderActivity();
    const user = userEvent.setup();
    // Its label holds its help, which is part of its name.
    const digest = await screen.findByRole('switch', { name: /^E-mail hebdomadaire/ });
    expect((digest as HTMLInputElement).checked).toBe(false);

    testApi.answer(dashboardEndpoints.setDigest, { isSubscribed: true });
    testApi.answer(dashboardEndpoints.digest, { isSubscribed: true });
    await user.click(digest);

    expect(await screen.findByText('Vous recevrez ce tableau de bord chaque lundi.')).toBeTruthy();
    await waitFor(() => expect((digest as HTMLInputElement).checked).toBe(true));
    expect(testApi.calls(dashboardEndpoints.setDigest).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/dashboard/activity/digest', body: { isSubscribed: true } },
    ]);
  });

  it('answers the saved choice as the switch reads it', async () => {
    testApi.answer(dashboardEndpoints.setDigest, { isSubscribed: false });

    const answer = await getActionData(action, post({ isSubscribed: false }), '/dashboard/activity');

    expect(answer).toEqual({ ok: true, isSubscribed: false });
    expect(testApi.calls().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/dashboard/activity/digest', body: { isSubscribed: false } },
    ]);
  });

  it('refuses a choice that is not a yes or a no with a 422, before anything reaches the API', async () => {
    const error = await getActionError(action, post({ isSubscribed: 'yes' }), '/dashboard/activity');

    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      data: { status: 422, message: 'failed to parse payload', data: { issues: [{ path: ['isSubscribed'] }] } },
    });
    expect(testApi.calls()).toEqual([]);
  });
});
