import { isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/api';
import { getActionError } from '../../test/action-error';
import { action } from './rent-contract-detail.route';

const CONTRACT_URL = 'http://localhost/contracts/0b7c5a3e-2f4d-4b8a-9c61-5e2d7f1a3b90';

const post = (body?: string) =>
  new Request(CONTRACT_URL, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

/** What the contract page's error boundary gets from its action for `request`. */
const refusalOf = (request: Request) => getActionError(action, request, '/contracts/:contractId');

const expectRefusedPayload = (error: unknown) => {
  expect(isRouteErrorResponse(error)).toBe(true);
  expect(error).toMatchObject({ status: 422, data: { status: 422, message: 'failed to parse payload' } });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the rent contract page’s action', () => {
  it('refuses a body that is not JSON with a 422, calling no API', async () => {
    const call = vi.spyOn(api, 'call');
    expectRefusedPayload(await refusalOf(post('not json')));
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses a request without a payload with a 422', async () => {
    expectRefusedPayload(await refusalOf(post()));
  });

  it('refuses an intent it does not know, and an action without what it needs', async () => {
    const call = vi.spyOn(api, 'call');
    expectRefusedPayload(await refusalOf(post(JSON.stringify({ intent: 'delete' }))));
    const decline = await refusalOf(post(JSON.stringify({ intent: 'decline' })));
    expectRefusedPayload(decline);
    expect(decline).toMatchObject({ data: { data: { issues: [{ path: ['reason'] }] } } });
    expect(call).not.toHaveBeenCalled();
  });
});
