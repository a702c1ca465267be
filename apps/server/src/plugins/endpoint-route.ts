import type {
  Endpoint,
  EndpointAnswer,
  EndpointReply,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
} from '@console/domain/api/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { errorAnswers, type ErrorStatus, fileAnswer, NO_CONTENT } from './api-contract.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry a route was registered from: the endpoint tables' test checks every route has one. */
    endpoint?: Endpoint;
  }
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Body: ParsedBody<E>;
}>;

/** A file endpoint's handler sends the file itself and returns the reply; the others return the answer. */
type HandlerResult<E extends Endpoint> = E['response'] extends { file: readonly string[] }
  ? FastifyReply
  : EndpointReply<E>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

/** What the server adds to an endpoint of the domain's table: who may call it, and how it is documented. */
export type EndpointRouteOptions = {
  tags: string[];
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Error answers beyond those the API contract derives (409, 429, 502…). */
  errors?: ErrorStatus[];
  /** Answers in a shape of their own rather than the API's error body: OAuth's RFC 6749 errors on 400. */
  answers?: Record<number, z.ZodType | ReturnType<typeof fileAnswer>>;
  config?: FastifyContextConfig;
  bodyLimit?: number;
  description?: string;
};

const answerSchema = (answer: EndpointAnswer) => {
  if (answer === 'none') return NO_CONTENT;
  if ('file' in answer) return fileAnswer(...answer.file);
  return answer;
};

/** How the body is declared: JSON checked by its schema, url-encoded fields likewise, or an upload read by the handler. */
const bodySchema = (body: Endpoint['body']): { consumes?: string[]; body?: z.ZodType } => {
  if (body === undefined) return {};
  if (body === 'multipart') return { consumes: ['multipart/form-data'] };
  if ('form' in body) return { consumes: ['application/x-www-form-urlencoded'], body: body.form };
  return { body };
};

/** The success status an endpoint answers with. */
export const successStatus = (endpoint: Endpoint): number =>
  endpoint.status ?? (endpoint.response === 'none' ? 204 : 200);

/**
 * Registers an endpoint of the domain's table (decision 090): its method, path and schemas come from the table, so
 * the route and the web client cannot drift apart. The handler returns the answer; the success status is the table's.
 */
export const route = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  { tags, onRequest, errors = [], answers, config, bodyLimit, description }: EndpointRouteOptions,
  handler: EndpointHandler<E>,
) => {
  const status = successStatus(endpoint);
  const schema: FastifySchema & { tags: string[]; description?: string } = {
    tags,
    ...(description ? { description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...bodySchema(endpoint.body),
    response: { [status]: answerSchema(endpoint.response), ...errorAnswers(...errors), ...answers },
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(onRequest ? { onRequest } : {}),
    config: { ...config, endpoint },
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: async (request, reply) => {
      const result = await handler(request as unknown as EndpointRequest<E>, reply);
      if (result === reply) return reply;
      reply.status(status);
      return status === 204 ? reply.send() : result;
    },
  });
};
