import { oauthErrorSchema, tokenPairSchema, tokenRequestSchema } from '@console/domain/auth/oauth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantTokens, type TokenDeps } from './token-service.ts';

const SUPPORTED_GRANTS = ['password', 'refresh_token'];

/** POST /oauth/tokens: RFC 6749 bodies on HTTP 400, not the API's error shape, as OAuth clients expect. */
export const tokenRoutes =
  (deps: TokenDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/tokens',
      {
        schema: {
          tags: ['oauth'],
          consumes: ['application/x-www-form-urlencoded'],
          body: z.record(z.string(), z.unknown()).default({}),
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
        if (!parsed.success) {
          return reply.status(400).send({ error: 'invalid_request', error_description: z.prettifyError(parsed.error) });
        }
        const result = await grantTokens(deps, parsed.data, request.ip);
        reply.header('cache-control', 'no-store');
        if (!result.ok) return reply.status(400).send({ error: result.error, error_description: result.description });
        return result.tokens;
      },
    );
  };
