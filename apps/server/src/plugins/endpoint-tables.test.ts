/// <reference types="vite/client" />
import type { Endpoint } from '@console/domain/api/endpoint';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

/** Every table of the domain: `<feature>.endpoints.ts` modules, whose exports hold endpoints, possibly nested. */
const tableModules = import.meta.glob('../../../../packages/domain/src/**/*.endpoints.ts', { eager: true });

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const endpointsIn = (value: unknown, name: string): [string, Endpoint][] => {
  if (isEndpoint(value)) return [[name, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => endpointsIn(inner, `${name}.${key}`));
};

const tableEntries = Object.entries(tableModules).flatMap(([file, exports]) =>
  endpointsIn(exports, file.replace(/^.*\/src\//, '')),
);

type RegisteredRoute = { name: string; endpoint: Endpoint | undefined; isHidden: boolean };

/** The routes of an app as it registers them, with the table entry each was registered from. */
const registeredRoutes = async () => {
  const routes: RegisteredRoute[] = [];
  const watch = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({
          name: `${method} ${route.url}`,
          endpoint: route.config?.endpoint,
          isHidden: !!route.schema?.hide,
        });
      }
    });
  };
  subscribe('fastify.initialization', watch);
  const testApp = await createTestApp().finally(() => unsubscribe('fastify.initialization', watch));
  await testApp.close();
  return routes;
};

describe('endpoint tables', () => {
  it('register every route of the API from a table entry, and every table entry as a route', async () => {
    const routes = await registeredRoutes();
    const apiRoutes = routes.filter(({ name, isHidden }) => /^\w+ \/(back|oauth)\//.test(name) && !isHidden);
    expect(apiRoutes.length).toBeGreaterThan(0);

    expect(apiRoutes.filter((route) => !route.endpoint).map(({ name }) => name)).toEqual([]);
    const registered = new Set(apiRoutes.map(({ endpoint }) => endpoint));
    expect(tableEntries.filter(([, endpoint]) => !registered.has(endpoint)).map(([name]) => name)).toEqual([]);
  });
});
