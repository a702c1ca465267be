/// <reference types="node" />
import { buildPath, type Endpoint, type EndpointParams, type EndpointReply } from '@console/domain/api/endpoint';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { API_PREFIX } from '../api/api-client';

/** A call the test API received: its method, its path under the API prefix, its query and its JSON body. */
export type ReceivedCall = { method: string; path: string; query: URLSearchParams; body: unknown };

type Answer = { status: number; body: unknown };

/** An endpoint's answer, for any call or for the one of `path` (its parameters filled). */
type Route = { endpoint: Endpoint; path: string; pattern: RegExp; answer: Answer };

export type TestApi = {
  /**
   * Answers `endpoint` with `reply`, which must be what its response schema documents; with `params`, only the call
   * of those path parameters, before any answer without.
   */
  answer: <E extends Endpoint>(endpoint: E, reply: EndpointReply<E>, params?: EndpointParams<E>) => void;
  /**
   * Answers `endpoint` with the API's error body (decision 005): `{ status, message, transactionId, data? }`. Not
   * above 500 without `data.error`: that is the API down, which the client waits for without end.
   */
  fail: (endpoint: Endpoint, status: number, data?: { error?: string }) => void;
  /** The calls received, all of them or those of `endpoint`, oldest first. */
  calls: (endpoint?: Endpoint) => ReceivedCall[];
  /** Forgets the answers and the calls, between tests. */
  reset: () => void;
  close: () => Promise<void>;
};

/** The transaction id the test API's failures carry, as the server's do. */
export const FAILED_TRANSACTION_ID = 'tx-test-failure';

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/** Literal segments first: `/dashboard/sensors/nights` is not the tab `/dashboard/:tab`, nor one id any id. */
const paramCount = (route: Route) => route.path.split(':').length;

const send = (response: ServerResponse, { status, body }: Answer) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const readJson = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
};

/**
 * The API on a real `node:http` server on 127.0.0.1, reached by the app's own client (`api/api.ts`): its answers are
 * checked against the domain's endpoint table, the bodies it receives too, as the real API refuses them (422
 * 'failed to parse payload'). An endpoint the test did not answer gets a 404 naming it.
 *
 * The client calls same-origin paths (`/back/…`), which the browser resolves against the page; Node's `fetch`, which
 * jsdom leaves in place, resolves none, so while the server runs it is the page's origin for `fetch`.
 */
export const startTestApi = async (): Promise<TestApi> => {
  let routes: Route[] = [];
  let received: ReceivedCall[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
      const method = request.method ?? 'GET';
      const body = readJson(text);
      received.push({ method, path, query: url.searchParams, body });
      const route = routes
        .filter((candidate) => candidate.endpoint.method === method && candidate.pattern.test(path))
        .sort((one, other) => paramCount(one) - paramCount(other))[0];
      if (!route) {
        send(response, { status: 404, body: { status: 404, message: `no test answer for ${method} ${path}` } });
        return;
      }
      const schema = route.endpoint.body;
      const parsed = schema instanceof z.ZodType ? schema.safeParse(body) : null;
      if (parsed && !parsed.success) {
        const issues = parsed.error.issues.map(({ path: at, message }) => ({ path: at, message }));
        send(response, { status: 422, body: { status: 422, message: 'failed to parse payload', data: { issues } } });
        return;
      }
      send(response, route.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    nodeFetch(typeof input === 'string' || input instanceof URL ? new URL(input, origin) : input, init);

  const register = (endpoint: Endpoint, answer: Answer, params?: Record<string, string>) => {
    const path = params ? buildPath(endpoint.path, params) : endpoint.path;
    const others = routes.filter((route) => route.endpoint !== endpoint || route.path !== path);
    routes = [...others, { endpoint, path, pattern: patternOf(path), answer }];
  };

  return {
    answer: (endpoint, reply, params) => {
      const { response } = endpoint;
      // The fixture is the documented answer, or the test fails here, naming the field.
      const body = response instanceof z.ZodType ? (response.parse(reply) as unknown) : reply;
      register(endpoint, { status: endpoint.status ?? 200, body: JSON.parse(JSON.stringify(body)) as unknown }, params);
    },
    fail: (endpoint, status, data) => {
      if (status > 500 && !data?.error) throw new Error(`A ${status} without data.error is retried without end`);
      register(endpoint, {
        status,
        body: {
          status,
          message: status === 500 ? 'internal server error' : 'refused',
          transactionId: FAILED_TRANSACTION_ID,
          data,
        },
      });
    },
    calls: (endpoint) =>
      endpoint
        ? received.filter((call) => call.method === endpoint.method && patternOf(endpoint.path).test(call.path))
        : received,
    reset: () => {
      routes = [];
      received = [];
    },
    close: async () => {
      globalThis.fetch = nodeFetch;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
