import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';
import { watchUndocumentedAnswers } from './undocumented-answers.ts';

const error = { type: 'object', properties: { message: { type: 'string' } } };
const thingAnswers: Record<string, object> = { 200: { type: 'object' }, 404: error };

describe('the check of answers against the OpenAPI document', () => {
  it('lists each answer whose status its route does not document, once', async () => {
    const { app, undocumentedAnswers } = await watchUndocumentedAnswers(async () => {
      const app = Fastify();
      app.get('/things/:status', { schema: { response: thingAnswers } }, async (request, reply) =>
        reply.status(Number((request.params as { status: string }).status)).send({}),
      );
      app.get('/ranged', { schema: { response: { '4xx': error } } }, async (_request, reply) =>
        reply.status(418).send(),
      );
      return app;
    });
    for (const url of ['/things/200', '/things/404', '/things/409', '/things/409', '/ranged', '/unknown']) {
      await app.inject({ url });
    }
    expect(undocumentedAnswers()).toEqual(['GET /things/:status 409']);
    await app.close();
  });

  it('fails a test file whose app gave an answer its route does not document, naming it', async () => {
    const t = await createTestApp();
    t.app.get('/back/teapot', async (_request, reply) => reply.status(418).send());
    expect((await t.app.inject({ url: '/back/teapot' })).statusCode).toBe(418);
    await expect(t.close()).rejects.toThrow('GET /back/teapot 418');
  });
});
