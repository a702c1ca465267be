import {
  oauthErrorSchema,
  revocationRequestSchema,
  tokenPairSchema,
  tokenRequestSchema,
} from '@console/domain/auth/oauth.schema';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeRefreshToken } from './refresh-tokens.ts';
import { grantTokens, type TokenDeps } from './token-service.ts';

const SUPPORTED_GRANTS = ['password', 'refresh_token'];

const invalidRequest = (reply: FastifyReply, description: string) =>
  reply.status(400).send({ error: 'invalid_request', error_description: description });

/** A body the endpoints cannot read: not form fields (text/plain), empty JSON, an unknown media type. */
const isUnreadableBody = (error: FastifyError) =>
  error.validation !== undefined || String(error.code).startsWith('FST_ERR_CTP_');

const formBody = z.record(z.string(), z.unknown()).default({});

/**
 * POST /oauth/tokens and POST /oauth/revoke: RFC 6749 bodies on HTTP 400, not the API's error shape, as OAuth clients
 * expect. Token answers are never cached (RFC 6749 §5.1).
 */
export const tokenRoutes =
  (deps: TokenDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      // Other failures (a database outage) keep the API's own answer.
      if (!isUnreadableBody(error)) throw error;
      return invalidRequest(reply, 'the body must be application/x-www-form-urlencoded fields');
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    });

    app.post(
      '/tokens',
      {
        schema: {
          tags: ['oauth'],
          consumes: ['application/x-www-form-urlencoded'],
          body: formBody,
          response: { 200: tokenPairSchema, 400: oauthErrorSchema },
        },
      },
      async (request, reply) => {
        const grantType = request.body.grant_type;
        if (typeof grantType === 'string' && !SUPPORTED_GRANTS.includes(grantType)) {
          return reply
            .status(400)
            .send({ error: 'unsupported_grant_type', error_description: `unsupported grant ${grantType}` });
        }
        const parsed = tokenRequestSchema.safeParse(request.body);
        if (!parsed.success) return invalidRequest(reply, z.prettifyError(parsed.error));
        const result = await grantTokens(deps, parsed.data, request.ip);
        if (!result.ok) return reply.status(400).send({ error: result.error, error_description: result.description });
        return result.tokens;
      },
    );

    // RFC 7009: sign-out ends the refresh token's sign-in. Any token, even an unknown one, answers 200 (§2.2), so the
    // endpoint tells no one which tokens exist.
    app.post(
      '/revoke',
      {
        schema: {
          tags: ['oauth'],
          consumes: ['application/x-www-form-urlencoded'],
          body: formBody,
          response: { 200: z.object({}), 400: oauthErrorSchema },
        },
      },
      async (request, reply) => {
        const parsed = revocationRequestSchema.safeParse(request.body);
        if (!parsed.success) return invalidRequest(reply, z.prettifyError(parsed.error));
        await revokeRefreshToken(deps.db, parsed.data.token);
        return {};
      },
    );
  };
