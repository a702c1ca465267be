import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerApiNotFound } from './error-handler.ts';

/** Serves the built single-page app; any path that is not a file gets index.html so the router can answer it. */
export const registerWebApp = async (app: FastifyInstance, distDir: string) => {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
    registerApiNotFound(app);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
    preCompressed: true,
    // Files are indexed at start (a rebuilt app needs a restart); a catch-all route would also swallow /back 404s.
    wildcard: false,
    // Hashed assets never change; index.html must always be fresh to pick up a new release.
    setHeaders: (res, filePath) =>
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset is an old release's chunk: a 404 lets the app reload instead of parsing HTML as code.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ status: 404, message: 'not found', transactionId: String(request.id) });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
