import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, OAUTH_PREFIX } from '@console/domain/config/environment-settings';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import helmet from 'helmet';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAccessTokenSigner } from './auth/access-token.ts';
import { authenticate, requireAcceptedTerms } from './auth/session.ts';
import { relyingPartyOf } from './auth/mfa/passkeys.ts';
import { requireEnrolledSecondFactor } from './auth/mfa/requirement.ts';
import { tokenRoutes } from './auth/token-routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountProfileRoutes } from './features/account-profile/routes.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { accountAlertRoutes, alertNotificationRoutes } from './features/alert-settings/routes.ts';
import { antiSlugProductRoutes } from './features/anti-slug-products/routes.ts';
import { cropRoutes } from './features/parcels/crops/routes.ts';
import { deviceApiRoutes } from './features/device-api/routes.ts';
import { favouriteRoutes } from './features/favourites/routes.ts';
import { type HealthDeps, healthRoutes } from './features/health/routes.ts';
import { rentContractRoutes } from './features/rent-contracts/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { subscriptionRoutes } from './features/subscriptions/routes.ts';
import { issueRoutes } from './features/issues/routes.ts';
import { localeRoutes } from './features/locales/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { outboxRoutes } from './features/outbox/routes.ts';
import { parcelHistoryRoutes } from './features/parcels/history-routes.ts';
import { parcelRoutes, refreshRisksOfCountry, refreshRisksOfSensors } from './features/parcels/routes.ts';
import { twoFactorRoutes } from './features/two-factor/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { referentialRoutes } from './features/referentials/routes.ts';
import { registrationRoutes } from './features/registration/routes.ts';
import { roleRoutes } from './features/roles/routes.ts';
import { captureImageRoutes } from './features/capture-images/routes.ts';
import { countReviewRoutes } from './features/count-reviews/routes.ts';
import { sensorRoutes } from './features/sensors/routes.ts';
import { sharingInvitationRoutes, sharingRoutes } from './features/sharing/routes.ts';
import {
  countryPackRoutes,
  globalSettingsRoutes,
  issueRuleRoutes,
  publicSettingsRoutes,
} from './features/settings/routes.ts';
import { useSettingDefaults } from './db/settings-store.ts';
import { termsDocumentRoutes, termsVersionRoutes } from './features/terms/routes.ts';
import { accessLinkRoutes, userRoutes } from './features/users/routes.ts';
import { weatherRoutes } from './features/weather/routes.ts';
import { weatherSyncRoutes } from './features/weather-syncs/routes.ts';
import type { Mailing } from './mail/mail-queue.ts';
import { mailOutboxDir } from './mail/mailing.ts';
import {
  documentScopeAnswers,
  documentSecurity,
  registerApiContract,
  SECURITY_SCHEMES,
} from './plugins/api-contract.ts';
import { registerApiNotFound, registerErrorHandler } from './plugins/error-handler.ts';
import { createErrorReporter } from './plugins/error-reporting.ts';
import { nulFreeValidatorCompiler } from './plugins/nul-free-validator.ts';
import { trackExports } from './plugins/export-tracking.ts';
import { firmwareRoutes } from './features/firmware/routes.ts';
import { openFileStore } from './storage/file-store.ts';
import { registerQueryCase } from './plugins/query-case.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { genTransactionId, registerTransactionId } from './plugins/transaction-id.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  /** E-mail through the job queue (mail/mailing.ts), shared with the scheduled jobs. */
  mailing: Mailing;
  /** The jobs ready to run, in a process that runs them (`ROLE=all`), for its readiness. */
  backlog?: () => Promise<number>;
};

/** The origins the browser reports to: the analytics tracker's and the error reporting DSN's, when configured. */
const telemetryOrigins = ({ environmentSettings: settings }: Config): string[] =>
  [settings.analyticsTrackerUrl, settings.errorReportingDsn].flatMap((url) => (url ? [new URL(url).origin] : []));

/**
 * The server's Fastify, its answers checked and documented by the endpoint tables' schemas. The settings read through
 * `db` default to this deployment's (MAIL_FROM…), for the requests and for a worker's jobs alike.
 */
const createServer = (config: Config, db: Database) => {
  useSettingDefaults(db, config.settingDefaults);
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: genTransactionId,
    logController: new LogController({ requestIdLogLabel: 'transactionId' }),
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerTransactionId(app);
  registerErrorHandler(app, createErrorReporter(config, app.log));
  registerApiContract(app);
  return app;
};

/** A worker's only HTTP: its health on HEALTH_PORT, for the operators and the orchestrator (decision 173). */
export const buildHealthApp = async ({ config, ...health }: HealthDeps & { config: Config }) => {
  const app = createServer(config, health.db);
  await app.register(
    async (api) => {
      registerApiNotFound(api);
      await api.register(healthRoutes(health));
    },
    { prefix: API_PREFIX },
  );
  return app;
};

export const buildApp = async ({ config, db, mailing, backlog }: AppDeps): Promise<FastifyInstance> => {
  const app = createServer(config, db);
  app.decorateRequest('session', null);
  registerQueryCase(app);

  // Built once: @fastify/helmet built the same middleware again for every request (about 40 µs of the thread).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // Map tiles come from configured tile servers; plain-http hosts other than localhost must not be upgraded.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'upgrade-insecure-requests': null,
        // The browser sends page views to the analytics tracker and errors to the error reporting service.
        'connect-src': ["'self'", ...telemetryOrigins(config)],
        // /sav-redirect posts the user's sign-in token to the after-sales site (decision 145).
        'form-action': ["'self'", new URL(config.SUPPORT_URL).origin],
        // The registration captcha (reCAPTCHA v2) runs its script and its frame from Google's origins.
        ...(config.CAPTCHA_SITE_KEY && config.CAPTCHA_SECRET
          ? {
              'script-src': ["'self'", 'https://www.google.com', 'https://www.gstatic.com'],
              'frame-src': ["'self'", 'https://www.google.com'],
            }
          : {}),
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.APP_TITLE} API`, version: '1.0.0' },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  const signer = await createAccessTokenSigner(db, { secret: config.JWT_SECRET });
  const files = openFileStore(config);
  const relyingParty = relyingPartyOf(config.PUBLIC_URL, config.APP_TITLE);
  const tokens = tokenRoutes({ db, signer, relyingParty });
  await app.register(
    async (oauth) => {
      registerApiNotFound(oauth);
      await oauth.register(tokens);
    },
    { prefix: OAUTH_PREFIX },
  );

  const outboxDir = mailOutboxDir(config);
  const sharing = { db, ...mailing };
  const captcha =
    config.CAPTCHA_SITE_KEY && config.CAPTCHA_SECRET
      ? { secret: config.CAPTCHA_SECRET, verifyUrl: config.CAPTCHA_VERIFY_URL }
      : null;
  await app.register(
    async (api) => {
      api.setValidatorCompiler(nulFreeValidatorCompiler);
      registerApiNotFound(api);
      await api.register(healthRoutes({ db, backlog }));
      await api.register(localeRoutes);
      await api.register(termsDocumentRoutes(db));
      await api.register(deviceApiRoutes({ db, files }));
      await api.register(publicSettingsRoutes(db, config));
      await api.register(sharingInvitationRoutes(sharing));
      await api.register(registrationRoutes({ db, ...mailing, captcha }));
      await api.register(accessLinkRoutes({ db, ...mailing, signer }));
      await api.register(async (authenticated) => {
        authenticated.addHook('onRequest', authenticate(db, signer));
        documentSecurity(authenticated, 'bearer');
        // The profile, its terms, its second factors and the static lists work before the terms are accepted and a
        // required second factor is set up; tenant data waits for both.
        await authenticated.register(profileRoutes(db, config));
        await authenticated.register(twoFactorRoutes({ db, relyingParty, ...mailing }));
        await authenticated.register(referentialRoutes(db));
        await authenticated.register(async (gated) => {
          gated.addHook('onRequest', requireAcceptedTerms);
          gated.addHook('onRequest', requireEnrolledSecondFactor(db));
          gated.addHook('onSend', trackExports(db));
          documentScopeAnswers(gated, 403);
          await gated.register(sensorRoutes(db, config));
          await gated.register(captureImageRoutes({ db, files }));
          await gated.register(countReviewRoutes(db));
          await gated.register(issueRoutes(db));
          await gated.register(favouriteRoutes(db));
          await gated.register(
            subscriptionRoutes(db, { onCoverageChanged: (sensorIds) => refreshRisksOfSensors(db, sensorIds) }),
          );
          await gated.register(rentContractRoutes(db));
          await gated.register(dashboardRoutes(db));
          await gated.register(accountRoutes({ db, ...mailing }));
          await gated.register(parcelRoutes(db));
          await gated.register(parcelHistoryRoutes(db));
          await gated.register(cropRoutes(db));
          await gated.register(antiSlugProductRoutes(db));
          await gated.register(globalSettingsRoutes({ db, config, mailing }));
          await gated.register(issueRuleRoutes(db));
          await gated.register(countryPackRoutes(db, { onChanged: (country) => refreshRisksOfCountry(db, country) }));
          await gated.register(weatherRoutes(db, config));
          await gated.register(weatherSyncRoutes(db, config));
          await gated.register(sharingRoutes(sharing));
          await gated.register(notificationRoutes(db));
          await gated.register(supportRoutes(db));
          await gated.register(alertNotificationRoutes(db));
          await gated.register(accountAlertRoutes(db));
          // A demo's convenience only (decision 074): elsewhere nothing serves e-mails' bodies.
          if (config.ENVIRONMENT === 'demo') {
            await gated.register(
              outboxRoutes({ outboxDir, smtp: config.SMTP_URL !== undefined, environment: config.ENVIRONMENT }),
            );
          }
          await gated.register(termsVersionRoutes(db));
          await gated.register(firmwareRoutes({ db, files, signingKey: config.FIRMWARE_SIGNING_KEY }));
          await gated.register(roleRoutes(db));
          await gated.register(userRoutes({ db, ...mailing, signer }));
          await gated.register(accountProfileRoutes(db));
        });
      });
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
};
