import { RECENT_SECOND_FACTOR_MESSAGE } from '@console/domain/auth/two-factor-gate';
import { termsEndpoints } from '@console/domain/terms/terms.endpoints';
// @vitest-environment node
/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, EARLY_ANSWER_MAX_AGE_MS, type ApiClientOptions } from './api-client';
import { ApiError, getOAuthErrorCode } from './api-error';
import { createMemoryStorage, createTokenStore, TOKEN_STORAGE_KEY } from './token-store';

/** Endpoints at any path: these tests are about the transport, whatever the call. */
const getAt = (path: string) =>
  ({
    method: 'GET',
    path: path as `/${string}`,
    query: z.record(z.string(), z.unknown()),
    response: z.unknown(),
  }) as const;
const postAt = (path: string) => ({ method: 'POST', path: path as `/${string}`, response: z.unknown() }) as const;
const postJsonAt = (path: string) => ({ ...postAt(path), body: z.unknown() }) as const;

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

beforeEach(async () => {
  seen = [];
  handler = (_request, _body, response) => json(response, 200, {});
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const setup = (overrides: Partial<ApiClientOptions> = {}) => {
  const storage = createMemoryStorage();
  const tokenStore = createTokenStore(storage);
  const sleeps: number[] = [];
  const events: string[] = [];
  let expiredCalls = 0;
  const client = createApiClient({
    baseUrl,
    tokenStore,
    sleep: async (ms) => void sleeps.push(ms),
    onSessionExpired: () => void (expiredCalls += 1),
    ...overrides,
  });
  client.onEvent('api-down', () => events.push('api-down'));
  client.onEvent('api-up', () => events.push('api-up'));
  return { client, storage, tokenStore, sleeps, events, expiredCalls: () => expiredCalls };
};

const refreshCalls = () => seen.filter((call) => call.url === '/oauth/tokens' && call.body.includes('refresh_token'));

describe('api client', () => {
  it('sends the bearer, a fresh transaction id per request and snake_case query names', async () => {
    const { client, tokenStore } = setup();
    tokenStore.set({ access_token: 'access-1', refresh_token: 'refresh-1' });

    await client.call(getAt('/parcels'), {
      query: { missingInfoOnly: true, search: '', accountId: null, page: undefined, tags: ['a', 'b'], start: 0 },
    });
    await client.call(getAt('/parcels'));

    expect(seen[0]?.url).toBe('/back/parcels?missing_info_only=true&tags=a&tags=b&start=0');
    expect(seen[0]?.headers.authorization).toBe('Bearer access-1');
    const ids = seen.map((call) => call.headers['x-transaction-id']);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('sends JSON bodies and returns the parsed answer; 204 gives undefined', async () => {
    const { client } = setup();
    handler = (request, body, response) =>
      request.url === '/back/profile/tos/accept'
        ? response.writeHead(204).end()
        : json(response, 200, JSON.parse(body));

    await expect(client.call(postJsonAt('/profile'), { body: { firstName: 'Ada' } })).resolves.toEqual({
      firstName: 'Ada',
    });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    await expect(client.call(postAt('/profile/tos/accept'))).resolves.toBeUndefined();
  });

  it('turns an error answer into one ApiError with status, message, url, transaction id and data', async () => {
    const { client } = setup();
    handler = (_request, _body, response) =>
      json(response, 422, {
        status: 422,
        message: 'failed to parse payload',
        transactionId: 'tx-1',
        data: { issues: [] },
      });

    const error = await client.call(postJsonAt('/profile'), { body: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'failed to parse payload',
      url: `${baseUrl}/back/profile`,
      transactionId: 'tx-1',
      data: { status: 422, message: 'failed to parse payload', transactionId: 'tx-1', data: { issues: [] } },
    });
    expect((error as ApiError).isDown).toBe(false);
  });

  it('asks for a second factor when an action needs a recent one, then sends the action again', async () => {
    let confirmed = false;
    let asked = 0;
    const { client } = setup({
      confirmSecondFactor: async () => {
        asked += 1;
        confirmed = true;
        return true;
      },
    });
    handler = (_request, body, response) =>
      confirmed
        ? json(response, 200, JSON.parse(body))
        : json(response, 403, { status: 403, message: RECENT_SECOND_FACTOR_MESSAGE, transactionId: 'tx-1' });

    await expect(client.call(postJsonAt('/settings/global'), { body: { reason: 'r' } })).resolves.toEqual({
      reason: 'r',
    });
    expect(asked).toBe(1);
    expect(seen.map((call) => call.body)).toEqual(['{"reason":"r"}', '{"reason":"r"}']);
  });

  it('keeps the refusal when the user does not confirm, and any other 403 without asking', async () => {
    let asked = 0;
    const { client } = setup({ confirmSecondFactor: async () => (asked += 1) < 0 });
    handler = (request, _body, response) =>
      json(response, 403, {
        status: 403,
        message: request.url === '/back/users' ? 'forbidden' : RECENT_SECOND_FACTOR_MESSAGE,
        transactionId: 'tx-1',
      });

    await expect(client.call(getAt('/users/export/csv'))).rejects.toMatchObject({
      status: 403,
      message: RECENT_SECOND_FACTOR_MESSAGE,
    });
    await expect(client.call(getAt('/users'))).rejects.toMatchObject({ status: 403, message: 'forbidden' });
    expect(asked).toBe(1);
    expect(seen).toHaveLength(2);
  });

  it('falls back to the status text, then to "unknown", and takes the transaction id from the header', async () => {
    const { client } = setup();
    handler = (_request, _body, response) => {
      response.writeHead(404, 'Not Found', { 'content-type': 'text/plain', 'x-transaction-id': 'from-header' });
      response.end('nope');
    };
    await expect(client.call(getAt('/nothing'))).rejects.toMatchObject({
      status: 404,
      message: 'Not Found',
      transactionId: 'from-header',
    });

    handler = (_request, _body, response) => {
      response.writeHead(409, '');
      response.end();
    };
    await expect(client.call(getAt('/nothing'))).rejects.toMatchObject({ status: 409, message: 'unknown' });
  });

  it('reports a missing answer as 503, a "down" error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { client } = setup({ baseUrl: `http://127.0.0.1:${port}`, maxRetries: 0 });

    const error = (await client.call(getAt('/profile')).catch((caught: unknown) => caught)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.isDown).toBe(true);
    expect(error.message).not.toBe('');
    expect(error.transactionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries down errors with backoff from 500 ms doubling up to 2 s, with api-down then api-up', async () => {
    const { client, sleeps, events } = setup();
    let calls = 0;
    handler = (_request, _body, response) => {
      calls += 1;
      if (calls <= 4) json(response, calls % 2 ? 503 : 502, { status: 503, message: 'down', transactionId: 't' });
      else json(response, 200, { ok: true });
    };

    await expect(client.call(getAt('/profile'))).resolves.toEqual({ ok: true });

    expect(calls).toBe(5);
    expect(sleeps).toEqual([500, 1000, 2000, 2000]);
    expect(events).toEqual(['api-down', 'api-up']);
    const ids = new Set(seen.map((call) => call.headers['x-transaction-id']));
    expect(ids.size).toBe(5);
  });

  it('does not retry 500 or client errors', async () => {
    const { client, sleeps, events } = setup();
    handler = (_request, _body, response) => json(response, 500, { status: 500, message: 'boom', transactionId: 't' });

    await expect(client.call(getAt('/profile'))).rejects.toMatchObject({ status: 500, isDown: false });
    expect(seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(events).toEqual(['api-up']);
  });

  it('stops retrying when the caller aborts', async () => {
    const controller = new AbortController();
    const { client } = setup({
      sleep: async () => {
        controller.abort(new DOMException('left the page', 'AbortError'));
        throw controller.signal.reason;
      },
    });
    handler = (_request, _body, response) => json(response, 503, { status: 503, message: 'down', transactionId: 't' });

    await expect(client.call(getAt('/profile'), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(seen).toHaveLength(1);
  });

  it('logs in with a form-encoded password grant and stores the token pair', async () => {
    const { client, storage } = setup();
    handler = (_request, _body, response) =>
      json(response, 200, { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 });

    await client.login('farmer@demo.test', 'demo-password');

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/oauth/tokens');
    expect(seen[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      grant_type: 'password',
      username: 'farmer@demo.test',
      password: 'demo-password',
    });
    expect(JSON.parse(storage.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toEqual({ access_token: 'a', refresh_token: 'r' });
  });

  it('exposes the OAuth error code of a refused sign-in', async () => {
    const { client, tokenStore } = setup();
    handler = (_request, _body, response) =>
      json(response, 400, { error: 'invalid_grant', error_description: 'wrong e-mail or password' });

    const error = await client.login('farmer@demo.test', 'wrong').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 400, message: 'Bad Request' });
    expect(getOAuthErrorCode(error)).toBe('invalid_grant');
    expect(tokenStore.get()).toBeNull();
  });

  it('signs out by revoking the refresh token on the server, and forgets the tokens even when that fails', async () => {
    const { client, tokenStore } = setup();
    tokenStore.set({ access_token: 'a', refresh_token: 'r' });
    await client.logout();
    expect(seen.map((call) => [call.method, call.url])).toEqual([['POST', '/oauth/revoke']]);
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      token: 'r',
      token_type_hint: 'refresh_token',
    });
    expect(tokenStore.get()).toBeNull();

    tokenStore.set({ access_token: 'a', refresh_token: 'r' });
    handler = (_request, _body, response) => json(response, 503, { message: 'down' });
    await client.logout();
    expect(seen).toHaveLength(2);
    expect(tokenStore.get()).toBeNull();
  });

  describe('401', () => {
    const serveWithRotation = () => {
      let generation = 1;
      handler = (request, body, response) => {
        if (request.url === '/oauth/tokens') {
          const params = new URLSearchParams(body);
          if (params.get('refresh_token') !== `refresh-${generation}`) {
            json(response, 400, { error: 'invalid_grant' });
            return;
          }
          generation += 1;
          // Answer slowly so that concurrent 401s overlap the refresh.
          setTimeout(
            () =>
              json(response, 200, {
                access_token: `access-${generation}`,
                refresh_token: `refresh-${generation}`,
                token_type: 'Bearer',
                expires_in: 900,
              }),
            30,
          );
          return;
        }
        if (request.headers.authorization !== `Bearer access-${generation}`) {
          json(response, 401, { status: 401, message: 'expired token', transactionId: 't' });
          return;
        }
        json(response, 200, { path: request.url });
      };
    };

    it('refreshes the tokens and replays the request', async () => {
      serveWithRotation();
      const { client, tokenStore } = setup();
      tokenStore.set({ access_token: 'stale', refresh_token: 'refresh-1' });

      await expect(client.call(getAt('/profile'))).resolves.toEqual({ path: '/back/profile' });

      expect(tokenStore.get()).toEqual({ access_token: 'access-2', refresh_token: 'refresh-2' });
      expect(refreshCalls()).toHaveLength(1);
      expect(seen.at(-1)?.headers.authorization).toBe('Bearer access-2');
    });

    it('runs one refresh for concurrent 401s, and every request is replayed', async () => {
      serveWithRotation();
      const { client, tokenStore } = setup();
      tokenStore.set({ access_token: 'stale', refresh_token: 'refresh-1' });

      const results = await Promise.all(['/a', '/b', '/c', '/d'].map((path) => client.call(getAt(path))));

      expect(results).toEqual(['/a', '/b', '/c', '/d'].map((path) => ({ path: `/back${path}` })));
      expect(refreshCalls()).toHaveLength(1);
      expect(tokenStore.get()?.refresh_token).toBe('refresh-2');
    });

    it('adopts the tokens another tab refreshed while it waited for the lock, without refreshing again', async () => {
      serveWithRotation();
      let releaseLock = () => {};
      const lockHeld = new Promise<void>((resolve) => (releaseLock = resolve));
      const sharedTokens = createTokenStore(createMemoryStorage());
      const lockedTab = createApiClient({
        baseUrl,
        tokenStore: sharedTokens,
        sleep: async () => {},
        onSessionExpired: () => {},
        refreshLock: async (run) => {
          await lockHeld;
          return run();
        },
      });
      const otherTab = setup({ tokenStore: sharedTokens });
      sharedTokens.set({ access_token: 'stale', refresh_token: 'refresh-1' });

      const waiting = lockedTab.call(getAt('/a'));
      await expect(otherTab.client.call(getAt('/b'))).resolves.toEqual({ path: '/back/b' });
      releaseLock();

      await expect(waiting).resolves.toEqual({ path: '/back/a' });
      expect(refreshCalls()).toHaveLength(1);
      expect(sharedTokens.get()).toEqual({ access_token: 'access-2', refresh_token: 'refresh-2' });
    });

    it('removes the tokens and expires the session when the refresh fails', async () => {
      serveWithRotation();
      const { client, tokenStore, expiredCalls } = setup();
      tokenStore.set({ access_token: 'stale', refresh_token: 'revoked' });

      const results = await Promise.allSettled([client.call(getAt('/a')), client.call(getAt('/b'))]);

      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
      expect(tokenStore.get()).toBeNull();
      expect(expiredCalls()).toBe(1);
      expect(refreshCalls()).toHaveLength(1);
    });

    it('expires a session that has no refresh token', async () => {
      serveWithRotation();
      const { client, tokenStore, expiredCalls } = setup();
      client.setAccessToken('from-link');

      await expect(client.call(getAt('/profile'))).rejects.toMatchObject({ status: 401 });
      expect(tokenStore.get()).toBeNull();
      expect(expiredCalls()).toBe(1);
      expect(refreshCalls()).toHaveLength(0);
    });

    it('passes a 401 through when nobody is signed in', async () => {
      serveWithRotation();
      const { client, expiredCalls } = setup();

      await expect(client.call(getAt('/profile'))).rejects.toMatchObject({ status: 401 });
      expect(expiredCalls()).toBe(0);
      expect(refreshCalls()).toHaveLength(0);
    });
  });

  describe('prefetch', () => {
    let served: number;
    beforeEach(() => {
      served = 0;
      handler = (_request, _body, response) => json(response, 200, { answer: (served += 1) });
    });

    it('gives its answer to the next identical call, once, without asking again', async () => {
      const { client, tokenStore } = setup();
      tokenStore.set({ access_token: 'access-1', refresh_token: 'refresh-1' });

      client.prefetch(getAt('/profile'));
      await expect(client.call(getAt('/profile'))).resolves.toEqual({ answer: 1 });
      await expect(client.call(getAt('/profile'))).resolves.toEqual({ answer: 2 });
      expect(seen.map((call) => call.url)).toEqual(['/back/profile', '/back/profile']);
      expect(seen[0]?.headers.authorization).toBe('Bearer access-1');
    });

    it('is not given to a call with another query, nor after the tokens changed', async () => {
      const { client, tokenStore } = setup();
      tokenStore.set({ access_token: 'access-1', refresh_token: 'refresh-1' });

      client.prefetch<ReturnType<typeof getAt>>(getAt('/parcels'), { query: { start: 0 } });
      await client.call(getAt('/parcels'), { query: { start: 50 } });
      client.prefetch(getAt('/profile'));
      tokenStore.set({ access_token: 'access-2', refresh_token: 'refresh-2' });
      await client.call(getAt('/profile'));

      const asked = seen.map((call) => `${call.url} ${call.headers.authorization}`);
      expect(asked.sort()).toEqual([
        '/back/parcels?start=0 Bearer access-1',
        '/back/parcels?start=50 Bearer access-1',
        '/back/profile Bearer access-1',
        '/back/profile Bearer access-2',
      ]);
    });

    it('is not given once older than the screen being opened would wait', async () => {
      let clock = 0;
      const { client } = setup({ now: () => clock });

      client.prefetch(getAt('/profile'));
      clock += EARLY_ANSWER_MAX_AGE_MS + 1;
      await expect(client.call(getAt('/profile'))).resolves.toEqual({ answer: 2 });
      expect(seen).toHaveLength(2);
    });

    it('leaves its failure to the call that takes it', async () => {
      const { client } = setup();
      handler = (_request, _body, response) => json(response, 404, { message: 'gone' });

      client.prefetch(getAt('/profile'));
      await expect(client.call(getAt('/profile'))).rejects.toMatchObject({ status: 404, message: 'gone' });
      expect(seen).toHaveLength(1);
    });
  });

  it('names the user of the stored access token, and nobody for a token that is not a JWT', async () => {
    const { client, tokenStore } = setup();
    expect(client.signedInUserId()).toBeNull();
    const claims = Buffer.from(JSON.stringify({ sub: 'a1b2', exp: 2_000_000_000 })).toString('base64url');
    tokenStore.set({ access_token: `eyJhbGciOiJIUzI1NiJ9.${claims}.signature`, refresh_token: null });
    expect(client.signedInUserId()).toBe('a1b2');
    tokenStore.set({ access_token: 'opaque', refresh_token: null });
    expect(client.signedInUserId()).toBeNull();
  });

  it('reads the file name of a download from Content-Disposition', async () => {
    const { client } = setup();
    handler = (_request, _body, response) => {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="terms.pdf"; filename*=UTF-8''conditions%20g%C3%A9n%C3%A9rales.pdf`,
      });
      response.end('%PDF-1.4');
    };

    const file = await client.download(termsEndpoints.currentDocument);

    expect(file.filename).toBe('conditions générales.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });
});
