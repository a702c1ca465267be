import { apiErrorSchema } from '@console/domain/errors/api-error.schema';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { isAccessGuard } from '../auth/access-guard.ts';

/** What each error answer of the API means; every one has the one error body (decision 005). */
const ERROR_MEANINGS = {
  400: 'The body is not well-formed.',
  401: 'No valid credentials.',
  403: "The caller's role or account does not allow this.",
  404: "No such record in the caller's reach, or a malformed path parameter.",
  406: 'The body is not multipart/form-data.',
  409: 'The change conflicts with the stored data; `data` says which rule refused it.',
  413: 'The body is too large.',
  415: 'The body has a media type the API does not read.',
  416: 'The range asked for lies past the end of the file.',
  422: 'An invalid body or query; `data.issues` lists each failing field with its path.',
  429: 'Too many requests; try again later.',
  502: 'A provider the API depends on failed; the API itself is up.',
  503: 'The database is unavailable; try again later.',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

type ErrorAnswer = { description: string; content: { 'application/json': { schema: typeof apiErrorSchema } } };

// The error body is one component of the document, referred to by each answer with the status's meaning.
const ERROR_ANSWERS = Object.fromEntries(
  Object.entries(ERROR_MEANINGS).map(([status, meaning]) => [
    status,
    { description: meaning, content: { 'application/json': { schema: apiErrorSchema } } },
  ]),
) as Record<ErrorStatus, ErrorAnswer>;

/** A route's own error answers, beside those derived below: `response: { 200: …, ...errorAnswers(409) }`. */
export const errorAnswers = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, ERROR_ANSWERS[status]])) as Record<S, ErrorAnswer>;

/**
 * The answer of a change that has nothing to say back: `response: { 204: NO_CONTENT }`, then `reply.send()`. JSON
 * Schema has no `undefined`: `type: 'null'` is what the OpenAPI document reads as an answer without content.
 */
export const NO_CONTENT = z.undefined().meta({ type: 'null', description: 'Done; no body.' });

/** A download's answer: `response: { 200: fileAnswer('text/csv') }`. */
export const fileAnswer = (...mediaTypes: string[]) => ({
  description: 'The file, as an attachment.',
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});

/** 206: the bytes a `Range` header named, `Content-Range` saying where they lie. */
export const partialFileAnswer = (...mediaTypes: string[]) => ({
  ...fileAnswer(...mediaTypes),
  description: 'The bytes of the file that the Range header named.',
});

/** The API's ways in: users' bearer access tokens, and devices' serial number and secret (decision 008). */
export const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer' },
  device: { type: 'http', scheme: 'basic' },
} as const;
export type SecurityScheme = keyof typeof SECURITY_SCHEMES;

export const securedBy = (scheme: SecurityScheme): NonNullable<FastifySchema['security']> => [{ [scheme]: [] }];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the few routes that never reach the database, which therefore never answer 503. */
    isDatabaseFree?: boolean;
  }
}

/** Adds answers to a route's schema; what the route declares itself wins. */
const declareAnswers = (route: RouteOptions, statuses: ErrorStatus[], security?: FastifySchema['security']) => {
  const schema = route.schema ?? {};
  route.schema = {
    ...(security ? { security } : {}),
    ...schema,
    response: { ...errorAnswers(...statuses), ...(schema.response as object | undefined) },
  };
};

const hooksOf = (hooks: unknown): unknown[] => (hooks === undefined ? [] : [hooks].flat());

/** The error answers that what a route declares implies. */
const derivedAnswers = (route: RouteOptions): ErrorStatus[] => {
  const schema = route.schema ?? {};
  return [
    ...(hooksOf(route.onRequest).some(isAccessGuard) ? ([403] as const) : []),
    // Malformed params read as an unknown resource (decision 005), and a record named by the path may be out of reach.
    ...(schema.params ? ([404] as const) : []),
    // Fastify refuses a malformed, oversized or unreadable body before the schema sees it.
    ...(schema.body ? ([400, 413, 415, 422] as const) : []),
    ...(schema.querystring ? ([422] as const) : []),
    ...(route.config?.isDatabaseFree ? [] : ([503] as const)),
  ];
};

/**
 * Every operation of the OpenAPI document lists the error answers it can give. Those its declaration implies are
 * derived here, once (guard → 403, params → 404, body → 400/413/415/422, query → 422, the database → 503); a route
 * declares the others it gives (409, 429, 502…) in its `response`. Tests fail on any answer a route does not document
 * (`test/undocumented-answers.ts`).
 */
export const registerApiContract = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    if ([...hooksOf(route.preValidation), ...hooksOf(route.preHandler)].some(isAccessGuard)) {
      throw new Error(`${route.method} ${route.url}: declare access guards as onRequest, before the body is validated`);
    }
    declareAnswers(route, derivedAnswers(route));
  });
};

/** Routes declared in `scope` from here on need the scheme's credentials: documented with the 401 they answer. */
export const documentSecurity = (scope: FastifyInstance, scheme: SecurityScheme) => {
  scope.addHook('onRoute', (route) => declareAnswers(route, [401], securedBy(scheme)));
};

/** Routes declared in `scope` from here on may also give these answers, from a hook of the scope's own. */
export const documentScopeAnswers = (scope: FastifyInstance, ...statuses: ErrorStatus[]) => {
  scope.addHook('onRoute', (route) => declareAnswers(route, statuses));
};
