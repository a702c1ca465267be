import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import type { RentContract } from '@console/domain/rent-contract/rent-contract.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getActionData } from '../../test/action-data';
import { getActionError } from '../../test/action-error';
import { renderScreen } from '../../test/render-screen';
import { routeTestApi } from '../../test/route-test-api';
import { profileOf } from '../../test/test-profile';
import { action, Component, loader } from './rent-contract-detail.route';

const FARM_ID = '8c1e2f3a-4b5d-4c6e-8f7a-9b0c1d2e3f4a';
const CONTRACT_ID = '0b7c5a3e-2f4d-4b8a-9c61-5e2d7f1a3b90';
const PATH = '/farmers/:id/contracts/:contractId';
const URL_OF_PAGE = `/farmers/${FARM_ID}/contracts/${CONTRACT_ID}`;

/** A draft the provider prepared for a farm: two sensors, to send for validation. */
const DRAFT: RentContract = {
  id: CONTRACT_ID,
  number: 'LOC-2026-0001',
  lessor: { id: '2d6f8a40-7b1c-4e3d-9a5f-0c8e1b2d3f4a', name: 'Agri Distribution' },
  lessee: { id: FARM_ID, name: 'Ferme du Moulin' },
  lesseeType: 'farmer',
  startsOn: '2026-09-01',
  plannedReturnOn: '2026-12-15',
  status: 'draft',
  openLineCount: 2,
  lineCount: 2,
  lines: [
    {
      id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      sensor: { id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b', serialNumber: 'SW-000451' },
      isNotInstalled: false,
      isReadyForReturn: false,
    },
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      sensor: { id: '7b6a5f4e-3d2c-4b1a-9f8e-7d6c5b4a3f2e', serialNumber: 'SW-000452' },
      isNotInstalled: false,
      isReadyForReturn: false,
    },
  ],
  events: [{ at: '2026-08-20T09:30:00.000Z', kind: 'created', by: 'Claire Martin' }],
  actions: ['edit', 'send', 'cancel'],
};

const SENT: RentContract = {
  ...DRAFT,
  status: 'pending_validation',
  events: [...DRAFT.events, { at: '2026-08-21T10:00:00.000Z', kind: 'sent', by: 'Claire Martin' }],
  actions: ['cancel'],
};

const testApi = routeTestApi();

const renderContract = () =>
  renderScreen({ path: PATH, Component, loader, action }, URL_OF_PAGE, profileOf('provider'));

const post = (body: object) =>
  new Request(`http://localhost${URL_OF_PAGE}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('a rent contract’s page', () => {
  it('shows the contract the API answers: its terms, its sensors, its history and what may be done now', async () => {
    testApi.answer(rentContractEndpoints.get, DRAFT);
    renderContract();

    expect(await screen.findByRole('heading', { name: 'Contrat LOC-2026-0001' })).toBeTruthy();
    expect(screen.getByText('Brouillon')).toBeTruthy();
    expect(screen.getByText('Agri Distribution')).toBeTruthy();
    expect(screen.getByText('Ferme du Moulin')).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Capteurs loués (2)' });
    expect(within(lines).getByText('SW-000451')).toBeTruthy();
    expect(within(lines).getByText('SW-000452')).toBeTruthy();
    expect(screen.getByText('Brouillon créé')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer pour validation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    expect(testApi.calls(rentContractEndpoints.get)[0]?.path).toBe(`/rent-contracts/${CONTRACT_ID}`);
  });

  it('sends the draft for validation once confirmed, then shows it waiting for the lessee', async () => {
    testApi.answer(rentContractEndpoints.get, DRAFT);
    renderContract();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Envoyer pour validation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer le contrat ?' });

    // What the API holds once the contract is sent, for the page's reload.
    testApi.answer(rentContractEndpoints.send, SENT);
    testApi.answer(rentContractEndpoints.get, SENT);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer pour validation' }));

    expect(await screen.findByText('Contrat envoyé pour validation')).toBeTruthy();
    expect(await screen.findByText('À valider')).toBeTruthy();
    expect(screen.getByText('Envoyé au locataire')).toBeTruthy();
    expect(testApi.calls(rentContractEndpoints.send).map((call) => call.path)).toEqual([
      `/rent-contracts/${CONTRACT_ID}/send`,
    ]);
  });

  it('forwards a refusal’s reason as the schema reads it, trimmed, to the decline endpoint', async () => {
    testApi.answer(rentContractEndpoints.decline, { ...SENT, status: 'declined', declineReason: 'Capteurs abîmés' });

    const answer = await getActionData(action, post({ intent: 'decline', reason: '  Capteurs abîmés  ' }), PATH);

    expect(answer).toEqual({ ok: true });
    expect(testApi.calls().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: `/rent-contracts/${CONTRACT_ID}/decline`, body: { reason: 'Capteurs abîmés' } },
    ]);
  });

  it('answers the API’s refusal with the sentence the page flashes, by its key', async () => {
    testApi.fail(rentContractEndpoints.send, 409, { error: 'wrong-status' });

    const answer = await getActionData(action, post({ intent: 'send' }), PATH);

    expect(answer).toEqual({ ok: false, issues: [{ path: [], message: 'rent-contracts.errors.wrong-status' }] });
  });

  it('refuses a return without sensors with a 422, before anything reaches the API', async () => {
    const error = await getActionError(action, post({ intent: 'return', sensorIds: [], condition: 'good' }), PATH);

    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, data: { status: 422, message: 'failed to parse payload' } });
    expect(testApi.calls()).toEqual([]);
  });
});
