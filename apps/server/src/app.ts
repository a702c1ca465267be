import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, OAUTH_PREFIX } from '@console/domain/config/environment-settings';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAccessTokenSigner } from './auth/access-token.ts';
import { authenticate } from './auth/session.ts';
import { tokenRoutes } from './auth/token-routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { cropRoutes } from './features/crops/routes.ts';
import { deviceApiRoutes } from './features/device-api/routes.ts';
import { issueRoutes } from './features/issues/routes.ts';
import { localeRoutes } from './features/locales/routes.ts';
import { parcelHistoryRoutes } from './features/parcels/history-routes.ts';
import { parcelRoutes } from './features/parcels/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { referentialRoutes } from './features/referentials/routes.ts';
import { sensorRoutes } from './features/sensors/routes.ts';
import { sharingInvitationRoutes, sharingRoutes } from './features/sharing/routes.ts';
import { publicSettingsRoutes } from './features/settings/routes.ts';
import { termsDocumentRoutes } from './features/terms/routes.ts';
import { weatherRoutes } from './features/weather/routes.ts';
import { createMailer } from './mail/mailer.ts';
import { registerApiNotFound, registerErrorHandler } from './plugins/error-handler.ts';
import { registerQueryCase } from './plugins/query-case.ts';
import { genTransactionId, registerTransactionId } from './plugins/transaction-id.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type AppDeps = { config: Config; db: Database };

export const buildApp = async ({ config, db }: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: genTransactionId,
    logController: new LogController({ requestIdLogLabel: 'transactionId' }),
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  registerTransactionId(app);
  registerErrorHandler(app);
  registerQueryCase(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Map tiles come from configured tile servers; plain-http hosts other than localhost must not be upgraded.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.APP_TITLE} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, device: { type: 'http', scheme: 'basic' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  const signer = await createAccessTokenSigner(db, {
    secret: config.JWT_SECRET,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  });
  const tokens = tokenRoutes({
    db,
    signer,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    loginIpLimitPerMinute: config.LOGIN_IP_LIMIT_PER_MINUTE,
  });
  await app.register(
    async (oauth) => {
      registerApiNotFound(oauth);
      await oauth.register(tokens);
    },
    { prefix: OAUTH_PREFIX },
  );

  const sharing = {
    db,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
    }),
    publicUrl: config.PUBLIC_URL,
  };
  await app.register(
    async (api) => {
      registerApiNotFound(api);
      await api.register(localeRoutes);
      await api.register(termsDocumentRoutes(db));
      await api.register(deviceApiRoutes(db));
      await api.register(publicSettingsRoutes(config));
      await api.register(sharingInvitationRoutes(sharing));
      await api.register(async (authenticated) => {
        authenticated.addHook('onRequest', authenticate(db, signer));
        await authenticated.register(profileRoutes(db));
        await authenticated.register(referentialRoutes);
        await authenticated.register(sensorRoutes(db));
        await authenticated.register(issueRoutes(db));
        await authenticated.register(accountRoutes(db));
        await authenticated.register(parcelRoutes(db));
        await authenticated.register(parcelHistoryRoutes(db));
        await authenticated.register(cropRoutes(db));
        await authenticated.register(weatherRoutes(db, config));
        await authenticated.register(sharingRoutes(sharing));
      });
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
};
