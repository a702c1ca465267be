import { statsEndpoints } from '@console/domain/dashboard/stats.endpoints';
import type { Stats } from '@console/domain/dashboard/stats.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { routeTestApi } from '../../test/route-test-api';
import { profileOf } from '../../test/test-profile';
import { Component, loader } from './stats-page.route';

const testApi = routeTestApi();

// The usage page on the 1st of April 2026: no night of April is over yet, so the measures counted night by night have
// nothing for it, while those counted by day already do.
const USAGE: Stats = {
  page: 'usage',
  by: 'month',
  from: '2026-02',
  to: '2026-04',
  periods: ['2026-02', '2026-03', '2026-04'],
  measures: [
    { key: 'active-users', unit: 'count', rows: [{ key: 'all', values: [12, 15, 3] }], pendingPeriods: [] },
    { key: 'renewal-rate', unit: 'percent', rows: [{ key: 'all', values: [80, null, 92.5] }], pendingPeriods: [] },
    {
      key: 'contract-utilisation',
      unit: 'percent',
      rows: [{ key: 'all', values: [71.5, 64, null] }],
      pendingPeriods: ['2026-04'],
    },
  ],
};

/** The usage page as staff open it: its loader asks the local API, which answers `stats`. */
const renderUsagePage = (stats: Stats) => {
  testApi.answer(statsEndpoints.page, stats, { page: 'usage' });
  renderScreen({ path: '/stats/usage', Component, loader }, '/stats/usage', profileOf('desangosse'));
};

/** A measure's card, found by its title. */
const measureCard = async (title: string) => {
  const card = (await screen.findByRole('table', { name: title })).closest('section');
  if (!card) throw new Error(`No card for ${title}`);
  return card;
};

/** What a measure's table reads: its column headings, then each row's name and cells. */
const tableText = (card: HTMLElement) =>
  within(card)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the statistics page', () => {
  it('says it is too soon for the periods of a measure none of whose nights is over', async () => {
    renderUsagePage(USAGE);
    const card = await measureCard('Utilisation des contrats de location');

    expect(tableText(card)).toEqual([
      ['Comptes', '02/2026', '03/2026', '04/2026'],
      ['Tous', '71,5 %', '64 %', 'Trop tôt'],
    ]);
    expect(
      within(card).getByText(
        "Trop tôt pour 04/2026 : aucune nuit du mois n'est encore terminée (une nuit va de midi à midi, UTC).",
      ),
    ).toBeTruthy();
  });

  it('shows every period’s value, a dash where there is none, and no note for a measure counted by day', async () => {
    renderUsagePage(USAGE);
    const users = await measureCard('Utilisateurs actifs');
    const renewals = await measureCard('Taux de renouvellement');

    expect(tableText(users)).toEqual([
      ['Comptes', '02/2026', '03/2026', '04/2026'],
      ['Tous', '12', '15', '3'],
    ]);
    expect(tableText(renewals)).toEqual([
      ['Comptes', '02/2026', '03/2026', '04/2026'],
      ['Tous', '80 %', '–', '92,5 %'],
    ]);
    for (const card of [users, renewals]) expect(within(card).queryByText(/Trop tôt/)).toBeNull();
  });
});
