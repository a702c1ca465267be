import { oauthEndpoints } from '@console/domain/auth/oauth.endpoints';
import {
  type OAuthError,
  oauthErrorSchema,
  passkeyOptionsRequestSchema,
  revocationRequestSchema,
  tokenRequestSchema,
} from '@console/domain/auth/oauth.schema';
import { MFA_OTP_GRANT, MFA_PASSKEY_GRANT, MFA_RECOVERY_CODE_GRANT } from '@console/domain/auth/two-factor-grants';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../plugins/endpoint-route.ts';
import { revokeRefreshToken } from './refresh-tokens.ts';
import { grantTokens, passkeySignInOptions, type TokenDeps } from './token-service.ts';

const SUPPORTED_GRANTS = ['password', 'refresh_token', MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT, MFA_PASSKEY_GRANT];

/** An RFC 6749 error (§5.2): the plugin's error handler answers it as a 400 with its body. */
class OAuthErrorAnswer extends Error {
  constructor(readonly body: OAuthError) {
    super(body.error_description ?? body.error);
  }
}

const invalidRequest = (description: string) =>
  new OAuthErrorAnswer({ error: 'invalid_request', error_description: description });

/** A body the endpoints cannot read: not form fields (text/plain), empty JSON, an unknown media type. */
const isUnreadableBody = (error: FastifyError) =>
  error.validation !== undefined || String(error.code).startsWith('FST_ERR_CTP_');

const tags = ['oauth'];
const oauthOptions = { tags, answers: { 400: oauthErrorSchema } };

/**
 * POST /oauth/tokens and POST /oauth/revoke: RFC 6749 bodies on HTTP 400, not the API's error shape, as OAuth clients
 * expect. Token answers are never cached (RFC 6749 §5.1).
 */
export const tokenRoutes =
  (deps: TokenDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error instanceof OAuthErrorAnswer) return reply.status(400).send(error.body);
      // Other failures (a database outage) keep the API's own answer.
      if (!isUnreadableBody(error)) throw error;
      return reply.status(400).send(invalidRequest('the body must be application/x-www-form-urlencoded fields').body);
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    });

    route(app, oauthEndpoints.tokens, oauthOptions, async (request) => {
      const grantType = request.body.grant_type;
      if (typeof grantType === 'string' && !SUPPORTED_GRANTS.includes(grantType)) {
        throw new OAuthErrorAnswer({
          error: 'unsupported_grant_type',
          error_description: `unsupported grant ${grantType}`,
        });
      }
      const parsed = tokenRequestSchema.safeParse(request.body);
      if (!parsed.success) throw invalidRequest(z.prettifyError(parsed.error));
      const result = await grantTokens(deps, parsed.data, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (!result.ok) {
        const { error, description, mfaToken, mfaMethods } = result;
        throw new OAuthErrorAnswer({
          error,
          error_description: description,
          ...(mfaToken ? { mfa_token: mfaToken, mfa_methods: mfaMethods } : {}),
        });
      }
      return result.tokens;
    });

    route(app, oauthEndpoints.passkeyOptions, oauthOptions, async (request) => {
      const parsed = passkeyOptionsRequestSchema.safeParse(request.body);
      if (!parsed.success) throw invalidRequest(z.prettifyError(parsed.error));
      const options = await passkeySignInOptions(deps, parsed.data.mfa_token);
      if (!options.ok) throw new OAuthErrorAnswer({ error: options.error, error_description: options.description });
      return options.options;
    });

    // RFC 7009: sign-out ends the refresh token's sign-in. Any token, even an unknown one, answers 200 (§2.2), so the
    // endpoint tells no one which tokens exist.
    route(app, oauthEndpoints.revoke, oauthOptions, async (request) => {
      const parsed = revocationRequestSchema.safeParse(request.body);
      if (!parsed.success) throw invalidRequest(z.prettifyError(parsed.error));
      await revokeRefreshToken(deps.db, parsed.data.token);
      return {};
    });
  };
