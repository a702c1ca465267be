import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

/** Published by Fastify for each new instance, before any plugin or route is registered. */
const FASTIFY_CREATED = 'fastify.initialization';

/** Whether a response schema documents the status: its own key, its range (`4xx`) or `default`. */
const documents = (response: unknown, status: number): boolean => {
  const keys = Object.keys(response ?? {}).map((key) => key.toLowerCase());
  return [String(status), `${Math.floor(status / 100)}xx`, 'default'].some((key) => keys.includes(key));
};

export type WatchedApp = {
  app: FastifyInstance;
  /** Each answer its route does not document, once, as `METHOD /route/:param status`. */
  undocumentedAnswers: () => string[];
};

/**
 * Builds an app whose every answer is checked against the responses its route documents: the OpenAPI document
 * (`/back/docs`) then says what the API really answers, as far as the tests reach. The hook is added as Fastify
 * creates the instance, so it wraps every route; `build` must create the instance before its first await, which
 * also keeps the apps that other tests build at the same time out of it.
 */
export const watchUndocumentedAnswers = async (build: () => Promise<FastifyInstance>): Promise<WatchedApp> => {
  const found = new Set<string>();
  let watched: FastifyInstance | undefined;
  const watch = (message: unknown) => {
    if (watched) return;
    watched = (message as { fastify: FastifyInstance }).fastify;
    watched.addHook('onResponse', async (request, reply) => {
      const { method, url, schema } = request.routeOptions;
      // No url: no route matched, the not-found handler answered; hidden routes (the docs' own pages) are no operation.
      if (url === undefined || schema?.hide) return;
      if (!documents(schema?.response, reply.statusCode)) found.add(`${String(method)} ${url} ${reply.statusCode}`);
    });
  };
  subscribe(FASTIFY_CREATED, watch);
  const building = build();
  unsubscribe(FASTIFY_CREATED, watch);
  const app = await building;
  if (app !== watched) throw new Error('the app was not created before its builder first awaited');
  return { app, undocumentedAnswers: () => [...found] };
};
