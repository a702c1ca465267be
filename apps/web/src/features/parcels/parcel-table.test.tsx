import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpFrenchScreen } from '../../test/french-screen';
import { renderScreen } from '../../test/render-screen';
import { profileOf } from '../../test/test-profile';
import type { PagedRows } from '../../ui/use-paged-rows';
import { ParcelTable } from './parcel-table';

beforeAll(async () => {
  await setUpFrenchScreen();
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(cleanup);

const parcel = (overrides: Partial<ParcelListItem>): ParcelListItem => ({
  id: '6f1c2b8e-3a5d-4c7e-9b1a-2d3e4f5a6b7c',
  label: 'Champ du Moulin',
  soilType: 'limoneux',
  accountId: '0b7e8c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c',
  accountName: 'Ferme des Demo',
  address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
  gpsLocation: { lat: 44.4, long: 0.7 },
  size: 12.5,
  riskLevel: 'missing_answer',
  riskWithheldSince: null,
  currentCrop: null,
  isEditable: true,
  sharingMode: [],
  sharedEmails: [],
  sharedAccounts: [],
  outlook: null,
  ...overrides,
});

const OWN = parcel({});
const NEIGHBOUR = parcel({
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  label: 'La Vigne du Voisin',
  accountName: 'Ferme Voisine',
  isEditable: false,
  sharingMode: ['public'],
});

const EQUIPPED = parcel({
  id: '3c2b1a0f-9e8d-4c7b-8a6f-5e4d3c2b1a0f',
  label: 'Le Grand Clos',
  sensorId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  sensor: { serialNumber: 'SW-000123', state: 'Maintenance' },
});

const FORECAST = parcel({
  id: '7e6d5c4b-3a2f-4e1d-9c0b-8a7f6e5d4c3b',
  label: 'Les Prés Mouillés',
  outlook: {
    fetchedAt: '2026-11-24T05:00:00.000Z',
    nights: [
      { night: '2026-11-24', level: 'high' },
      { night: '2026-11-25', level: 'medium' },
      { night: '2026-11-26', level: 'low' },
    ],
  },
});

const renderTable = (showAccount: boolean, items = [OWN, NEIGHBOUR], profile = profileOf('farmer')) => {
  const rows: PagedRows<ParcelListItem> = {
    total: items.length,
    getRow: (index) => items[index],
    requestRows: () => undefined,
  };
  const Screen = () => (
    <ParcelTable
      rows={rows}
      sort={{ field: 'label', order: 'asc' }}
      onSortChange={() => undefined}
      isLoading={false}
      empty={null}
      showAccount={showAccount}
    />
  );
  renderScreen({ path: '/', Component: Screen }, '/', profile);
  return screen.findByRole('table', { name: 'Parcelles' });
};

describe('parcel table', () => {
  it('gives each size in the units of the user’s country', async () => {
    const metric = await renderTable(false, [OWN]);
    expect(within(metric).getByText(/^12,5\sha$/)).toBeTruthy();
    cleanup();
    const british = profileOf('farmer');
    const units = { ...british.internationalizationSettings.units, area: 'acre' as const };
    const imperial = await renderTable(false, [OWN], {
      ...british,
      internationalizationSettings: { ...british.internationalizationSettings, units },
    });
    expect(within(imperial).getByText(/^30,9\sac$/)).toBeTruthy();
  });

  it('names the risk in words and says what is missing', async () => {
    const table = await renderTable(false);
    expect(within(table).getAllByText('Réponses manquantes')).toHaveLength(2);
    expect(within(table).getAllByText('Pas de culture cette campagne')).toHaveLength(2);
    expect(within(table).getAllByText('Sans capteur')).toHaveLength(2);
  });

  it('asks to renew instead of naming a withheld risk, and says since when', async () => {
    const withheld = { ...EQUIPPED, riskLevel: 'unmeasured' as const, riskWithheldSince: '2026-10-15' };
    const table = await renderTable(false, [withheld]);
    const row = within(table).getByRole('row', { name: /Le Grand Clos/ });
    const badge = within(row).getByTitle(
      'Risque masqué depuis le 15/10/2026 : renouvelez l’abonnement du capteur pour le voir',
    );
    expect(within(badge).getByText('Renouveler pour voir')).toBeTruthy();
    expect(
      within(badge).getByText('Risque masqué depuis le 15/10/2026 : renouvelez l’abonnement du capteur pour le voir'),
    ).toBeTruthy();
    expect(within(row).queryByText('Non mesuré')).toBeNull();
  });

  it('names a parcel’s sensor by its serial number, linked to it, with its state', async () => {
    const table = await renderTable(false, [EQUIPPED]);
    const row = within(table).getByRole('row', { name: /Le Grand Clos/ });
    expect(within(row).getByRole('link', { name: 'SW-000123' }).getAttribute('href')).toBe(
      '/sensors/5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
    );
    expect(within(row).getByText('Maintenance')).toBeTruthy();
    expect(within(row).queryByText('Capteur')).toBeNull();
  });

  it('names the sensor of a parcel shared by another farm without a link to a sensor page the viewer cannot open', async () => {
    const shared = { ...NEIGHBOUR, sensorId: EQUIPPED.sensorId, sensor: EQUIPPED.sensor };
    const table = await renderTable(false, [shared]);
    const row = within(table).getByRole('row', { name: /La Vigne du Voisin/ });
    expect(within(row).getByText('SW-000123')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: 'SW-000123' })).toBeNull();
    expect(within(row).getByText('Maintenance')).toBeTruthy();
  });

  it('without an account column, names the owner of another farm’s parcel only', async () => {
    const table = await renderTable(false);
    expect(within(table).queryByRole('columnheader', { name: 'Compte' })).toBeNull();
    expect(within(table).getByText('Ferme Voisine')).toBeTruthy();
    expect(within(table).queryByText('Ferme des Demo')).toBeNull();
  });

  it('with an account column, names every row’s account there', async () => {
    const table = await renderTable(true);
    expect(within(table).getByRole('columnheader', { name: 'Compte' })).toBeTruthy();
    expect(within(table).getByText('Ferme des Demo')).toBeTruthy();
    expect(within(table).getByText('Ferme Voisine')).toBeTruthy();
  });

  it('shows the next three nights’ outlook, each night dated and named in words', async () => {
    const table = await renderTable(false, [FORECAST, OWN]);
    expect(within(table).getByRole('columnheader', { name: 'Prochaines nuits' })).toBeTruthy();
    const nights = within(within(table).getByRole('row', { name: /Les Prés Mouillés/ })).getByRole('list', {
      name: 'Risque limaces des trois prochaines nuits',
    });
    expect(
      within(nights)
        .getAllByRole('listitem')
        .map((night) => night.getAttribute('aria-label')),
    ).toEqual([
      'mardi 24/11/2026 : risque limaces Élevé',
      'mercredi 25/11/2026 : risque limaces Moyen',
      'jeudi 26/11/2026 : risque limaces Faible',
    ]);
    expect(within(nights).getByText('mar. Élevé')).toBeTruthy();
    expect(
      within(within(table).getByRole('row', { name: /Champ du Moulin/ })).getByText('Pas encore de prévisions'),
    ).toBeTruthy();
  });
});
