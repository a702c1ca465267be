import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getActionError } from '../test/action-error';
import { readPayload } from './action-payload';

const schema = z.object({ name: z.string().trim().min(1, 'required'), count: z.number().int() });

const post = (body?: string) =>
  new Request('http://localhost/things', {
    method: 'POST',
    body,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** The route error the router shows for an action that reads `request`'s payload. */
const refusalOf = (request: Request) => getActionError(({ request: sent }) => readPayload(sent, schema), request);

const expectRefused = (error: unknown, issues: unknown[]) => {
  expect(isRouteErrorResponse(error)).toBe(true);
  expect(error).toMatchObject({
    status: 422,
    data: { status: 422, message: 'failed to parse payload', data: { issues } },
  });
};

describe('readPayload', () => {
  it('gives the payload as its schema parses it', async () => {
    await expect(readPayload(post(JSON.stringify({ name: ' Nord ', count: 3 })), schema)).resolves.toEqual({
      name: 'Nord',
      count: 3,
    });
  });

  it('refuses a request without a body with a 422', async () => {
    expectRefused(await refusalOf(post()), []);
  });

  it('refuses a body that is not JSON with a 422', async () => {
    expectRefused(await refusalOf(post('name=Nord')), []);
  });

  it('refuses a payload its schema refuses with a 422 naming the fields at fault', async () => {
    expectRefused(await refusalOf(post(JSON.stringify({ name: ' ', count: 'three' }))), [
      { path: ['name'], message: 'required' },
      { path: ['count'], message: expect.any(String) as string },
    ]);
  });
});
