import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import type { RentContractListItem } from '@console/domain/rent-contract/rent-contract.schema';
import type { Paged } from '@console/domain/list/list-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { FAILED_TRANSACTION_ID } from '../../test/test-api';
import { routeTestApi } from '../../test/route-test-api';
import { profileOf } from '../../test/test-profile';
import { Component, loader } from './rent-contract-list.route';

const PROVIDER_ID = '2d6f8a40-7b1c-4e3d-9a5f-0c8e1b2d3f4a';
const FARM_ID = '8c1e2f3a-4b5d-4c6e-8f7a-9b0c1d2e3f4a';

const contractOf = (overrides: Partial<RentContractListItem>): RentContractListItem => ({
  id: '0b7c5a3e-2f4d-4b8a-9c61-5e2d7f1a3b90',
  number: 'LOC-2026-0001',
  lessor: { id: PROVIDER_ID, name: 'Agri Distribution' },
  lessee: { id: FARM_ID, name: 'Ferme du Moulin' },
  lesseeType: 'farmer',
  startsOn: '2026-09-01',
  plannedReturnOn: '2026-12-15',
  status: 'active',
  openLineCount: 3,
  lineCount: 3,
  ...overrides,
});

const pageOf = (items: RentContractListItem[]): Paged<RentContractListItem> => ({
  items,
  total: items.length,
  filter: {},
  sort: { field: 'plannedReturnOn', order: 'asc' },
});

const testApi = routeTestApi();

/** A provider's contracts tab, as manufacturer staff open it. */
const renderProviderContracts = () =>
  renderScreen(
    { path: '/providers/:id/contracts', Component, loader },
    `/providers/${PROVIDER_ID}/contracts`,
    profileOf('desangosse'),
  );

describe('an account’s rent contracts tab', () => {
  it('lists the account’s contracts, and the rented sensors its lessee no longer needs', async () => {
    testApi.answer(
      rentContractEndpoints.list,
      pageOf([
        contractOf({}),
        contractOf({
          id: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          number: 'LOC-2026-0002',
          lessee: { id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b', name: 'GAEC des Prés' },
          status: 'pending_validation',
          openLineCount: 0,
          lineCount: 2,
        }),
      ]),
    );
    testApi.answer(rentContractEndpoints.redeployable, {
      items: [
        {
          contract: {
            id: contractOf({}).id,
            number: 'LOC-2026-0001',
            lessee: contractOf({}).lessee,
            lesseeType: 'farmer',
          },
          sensor: { id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b', serialNumber: 'SW-000451' },
          plannedReturnOn: '2026-12-15',
        },
      ],
    });
    renderProviderContracts();

    const table = await screen.findByRole('table', { name: 'Contrats de location' });
    const first = within(table).getByRole('row', { name: /LOC-2026-0001/ });
    expect(within(first).getByText('Ferme du Moulin')).toBeTruthy();
    expect(within(first).getByText('01/09/2026 – 15/12/2026')).toBeTruthy();
    expect(within(first).getByText('En cours')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'LOC-2026-0001' }).getAttribute('href')).toBe(
      `/farmers/${FARM_ID}/contracts/0b7c5a3e-2f4d-4b8a-9c61-5e2d7f1a3b90`,
    );
    const second = within(table).getByRole('row', { name: /LOC-2026-0002/ });
    expect(within(second).getByText('À valider')).toBeTruthy();
    expect(within(second).getByText('2')).toBeTruthy();
    expect(screen.getByText('2 contrats')).toBeTruthy();

    const redeployable = screen.getByRole('table', { name: 'Capteurs à redéployer (1)' });
    expect(within(redeployable).getByText('SW-000451')).toBeTruthy();
    // The tab's account, as either party, and as the lessor whose sensors may come back.
    expect(testApi.calls(rentContractEndpoints.list)[0]?.query.get('account_id')).toBe(PROVIDER_ID);
    expect(testApi.calls(rentContractEndpoints.redeployable)[0]?.query.get('lessor_account_id')).toBe(PROVIDER_ID);
  });

  it('says the account has no contract yet when the API lists none', async () => {
    testApi.answer(rentContractEndpoints.list, pageOf([]));
    testApi.answer(rentContractEndpoints.redeployable, { items: [] });
    renderProviderContracts();

    expect(await screen.findByText('Aucun contrat de location')).toBeTruthy();
    expect(
      screen.getByText('Les contrats par lesquels ce compte loue ou prend en location des capteurs apparaîtront ici.'),
    ).toBeTruthy();
    expect(screen.getByText('0 contrat')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error page, with the failed call’s reference, when the API fails', async () => {
    // The boundary reports the failure to the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    testApi.fail(rentContractEndpoints.list, 500);
    testApi.answer(rentContractEndpoints.redeployable, { items: [] });
    renderProviderContracts();

    expect(await screen.findByRole('heading', { name: 'Erreur 500' })).toBeTruthy();
    expect(screen.getByText(`Référence : ${FAILED_TRANSACTION_ID}`)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Contrats de location' })).toBeNull();
  });
});
