import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePermission } from '../auth/session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerApiContract } from './api-contract.ts';

type Schema = { $ref?: string; required?: string[] };
type Answer = { description: string; content?: Record<string, { schema: Schema }> };
type Operation = { security?: Record<string, string[]>[]; parameters?: unknown[]; requestBody?: unknown };
type Document = {
  paths: Record<string, Record<string, Operation & { responses: Record<string, Answer> }>>;
  components: { schemas: Record<string, Schema> };
};

/** The operations anyone may call: signing in, the sign-in page's needs, and the links sent by e-mail. */
const PUBLIC_OPERATIONS = [
  'POST /oauth/tokens',
  'POST /oauth/revoke',
  'POST /oauth/passkey-options',
  'GET /back/locales/{lang}/{namespace}',
  'GET /back/tos/current/document',
  'GET /back/environment',
  'GET /back/sharing-invitations/{id}',
  'POST /back/sharing-invitations/{id}/register',
  'POST /back/register',
  'GET /back/register/{activationToken}',
  'POST /back/register/{activationToken}',
  'POST /back/register/{activationToken}/farmers',
  'POST /back/password-reset/forgot',
  'GET /back/password-reset/{token}',
  'POST /back/password-reset/{token}',
  'GET /back/users/access-link-token/{token}',
  'GET /back/health',
  'GET /back/health/ready',
];
const DEVICE_OPERATIONS = [
  'POST /back/device-api/readings',
  'POST /back/device-api/captures/{captureId}/image',
  'GET /back/device-api/firmware',
  'GET /back/device-api/firmware/image',
  'POST /back/device-api/firmware/status',
];
/**
 * Error answers in a shape of their own: RFC 6749 and 7009 fix the OAuth endpoints' 400 body (the passkey options'
 * follow them), and a process not ready
 * says why in its readiness's shape (decision 173). Every other error answer has the API's one shape.
 */
const OWN_ERROR_SHAPES: Record<string, string[]> = {
  'POST /oauth/tokens 400': ['error'],
  'POST /oauth/revoke 400': ['error'],
  'POST /oauth/passkey-options 400': ['error'],
  'GET /back/health/ready 503': ['ready', 'database', 'migrations'],
};

let t: TestApp;
let document: Document;
let operations: { name: string; path: string; method: string; operation: Document['paths'][string][string] }[];

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/back/docs/json' })).json<Document>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      method: method.toUpperCase(),
      operation,
    })),
  );
});
afterAll(() => t.close());

/** A schema, or the component it refers to. */
const resolve = (schema: Schema | undefined) =>
  schema?.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;

const errorStatuses = (operation: Operation & { responses: Record<string, Answer> }) =>
  Object.keys(operation.responses).filter((status) => Number(status) >= 400);

describe('the OpenAPI document', () => {
  it('declares the credentials of every operation but the public ones', () => {
    expect(operations.length).toBeGreaterThan(90);
    for (const { name, operation } of operations) {
      const scheme = PUBLIC_OPERATIONS.includes(name)
        ? undefined
        : DEVICE_OPERATIONS.includes(name)
          ? 'device'
          : 'bearer';
      expect({ name, security: operation.security }).toEqual({ name, security: scheme && [{ [scheme]: [] }] });
    }
  });

  it('matches what the API does: every operation that declares credentials answers 401 without them', async () => {
    const secured = operations.filter(({ operation }) => operation.security);
    const answers = await Promise.all(
      secured.map(async ({ name, path, method }) => {
        const url = path.replaceAll(/\{[^}]+\}/g, crypto.randomUUID());
        return `${name} ${(await t.app.inject({ method: method as 'GET', url })).statusCode}`;
      }),
    );
    expect(answers).toEqual(secured.map(({ name }) => `${name} 401`));
  });

  it('documents the error answers each operation can give, in the one error shape', () => {
    for (const { name, operation } of operations) {
      const statuses = errorStatuses(operation);
      const expected = [
        ...(operation.security ? ['401'] : []),
        ...(operation.parameters?.some((parameter) => (parameter as { in: string }).in === 'path') ? ['404'] : []),
        ...(operation.requestBody ? ['422'] : []),
      ];
      expect({ name, statuses }).toEqual({ name, statuses: expect.arrayContaining(expected) });
      for (const status of statuses) {
        const schema = resolve(Object.values(operation.responses[status]?.content ?? {})[0]?.schema);
        const shape = OWN_ERROR_SHAPES[`${name} ${status}`] ?? ['status', 'message', 'transactionId'];
        expect({ answer: `${name} ${status}`, required: schema?.required }).toEqual({
          answer: `${name} ${status}`,
          required: expect.arrayContaining(shape),
        });
      }
    }
  });

  it('documents 503 on every operation that reaches the database', () => {
    const without503 = operations.filter(({ operation }) => !errorStatuses(operation).includes('503'));
    // The public settings read the product's settings, which staff change: the database too (decision 160). A live
    // process answers whatever its database does.
    expect(without503.map(({ name }) => name)).toEqual(['GET /back/health', 'GET /back/locales/{lang}/{namespace}']);
  });
});

describe('the API contract', () => {
  it('refuses an access guard that would run after validation', () => {
    const app = Fastify();
    registerApiContract(app);
    expect(() => app.post('/parcels', { preHandler: requirePermission('edit:parcels') }, async () => ({}))).toThrow(
      'declare access guards as onRequest',
    );
  });
});
