import { publicSettingsEndpoints } from '@console/domain/config/public-settings.endpoints';
import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import { getDemoDateFilter } from '@console/domain/config/environment-settings';
import { globalSettingsEndpoints } from '@console/domain/settings/global-settings.endpoints';
import { issueRuleSettingsEndpoints } from '@console/domain/settings/issue-rule-settings.endpoints';
import type { ProductSettings } from '@console/domain/settings/global-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRecentSecondFactor } from '../../auth/mfa/step-up.ts';
import { requireSession, requireStaffPermission } from '../../auth/session.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import {
  changeSetting,
  globalSettings,
  resetGlobalSetting,
  sendTestMail,
  settingHistory,
  updateGlobalSettings,
} from './global-settings.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { previewIssueRules } from '../issues/service.ts';
import { readSetting, readSettingState } from '../../db/settings-store.ts';
import { countryPackEndpoints } from '@console/domain/country/country-pack.endpoints';
import type { Country } from '@console/domain/address/postal-address.schema';
import { changeCountryPack, countryPackState, listCountryPacks, resetCountryPack } from './country-packs.ts';

const toPublicSettings = (
  { environmentSettings: settings, ...config }: Config,
  product: ProductSettings,
): PublicSettings => ({
  appTitle: product.appTitle,
  environment: settings.environment,
  release: settings.release,
  errorReportingDsn: settings.errorReportingDsn ?? null,
  analytics: settings.analyticsTrackerUrl
    ? { trackerUrl: settings.analyticsTrackerUrl, siteId: settings.analyticsSiteId }
    : null,
  supportLink: product.supportLink,
  antiSlugProductUrl: product.antiSlugProductUrl,
  supportDocuments: product.supportDocuments,
  mapTiles: {
    plain: config.MAP_TILES_PLAIN_URL,
    hybrid: config.MAP_TILES_HYBRID_URL,
    labels: config.MAP_TILES_LABELS_URL,
  },
  demoDateFilter: getDemoDateFilter(settings) ?? null,
  captchaSiteKey: config.CAPTCHA_SITE_KEY && config.CAPTCHA_SECRET ? config.CAPTCHA_SITE_KEY : null,
});

/** Public: the sign-in page already shows the title and the support link, as the staff last set them. */
export const publicSettingsRoutes =
  (db: Database, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, publicSettingsEndpoints.get, { tags: ['settings'] }, async () =>
      toPublicSettings(config, await readSetting(db, 'product')),
    );
  };

/** /settings/issues: the issue rules, read and changed under the same rights as the global settings. */
export const issueRuleRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settings'];
    route(app, issueRuleSettingsEndpoints.get, { tags, onRequest: requireStaffPermission('read:configuration') }, () =>
      readSettingState(db, 'issueRules'),
    );
    route(
      app,
      issueRuleSettingsEndpoints.update,
      { tags, onRequest: [requireStaffPermission('edit:configuration'), requireRecentSecondFactor(db)], errors: [409] },
      async (request) => {
        const { version, reason, rules } = request.body;
        await changeSetting(db, requireSession(request).userId, 'issueRules', { version, reason, value: rules });
        return readSettingState(db, 'issueRules');
      },
    );
    route(
      app,
      issueRuleSettingsEndpoints.preview,
      { tags, onRequest: requireStaffPermission('edit:configuration') },
      async (request) => previewIssueRules(db, request.body.rules),
    );
  };

/**
 * /settings/global: staff with the Configuration right read the settings and their history; with full access they
 * change them. The right is checked before the body is read.
 */
export const globalSettingsRoutes =
  ({ db, config, mailing }: { db: Database; config: Config; mailing: Mailing }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settings'];
    const read = { tags, onRequest: requireStaffPermission('read:configuration') };
    const edit = { tags, onRequest: requireStaffPermission('edit:configuration'), errors: [409 as const] };
    const change = {
      ...edit,
      onRequest: [edit.onRequest, requireRecentSecondFactor(db)],
    };
    route(app, globalSettingsEndpoints.get, read, () => globalSettings(db, config));
    route(app, globalSettingsEndpoints.history, read, (request) => settingHistory(db, request.query));
    route(app, globalSettingsEndpoints.update, change, (request) =>
      updateGlobalSettings(db, config, requireSession(request), request.body),
    );
    route(app, globalSettingsEndpoints.testMail, { ...edit, errors: [409, 502] }, (request) =>
      sendTestMail(db, mailing, requireSession(request)),
    );
    route(app, globalSettingsEndpoints.reset, change, (request) =>
      resetGlobalSetting(db, config, requireSession(request), request.params.key, request.body),
    );
  };

/**
 * /settings/internationalization: the countries' packs, under the same rights as the global settings. `onChanged`
 * hears of each change once it is saved (the parcels of the country are assessed again).
 */
export const countryPackRoutes =
  (db: Database, { onChanged }: { onChanged: (country: Country) => Promise<void> }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settings'];
    const read = { tags, onRequest: requireStaffPermission('read:configuration') };
    const edit = { tags, onRequest: requireStaffPermission('edit:configuration'), errors: [409 as const] };
    const change = {
      ...edit,
      onRequest: [edit.onRequest, requireRecentSecondFactor(db)],
    };
    route(app, countryPackEndpoints.list, read, () => listCountryPacks(db));
    route(app, countryPackEndpoints.get, read, (request) => countryPackState(db, request.params.country));
    route(app, countryPackEndpoints.update, change, async (request) => {
      const { country } = request.params;
      await changeCountryPack(db, requireSession(request).userId, country, request.body);
      await onChanged(country);
      return countryPackState(db, country);
    });
    route(app, countryPackEndpoints.reset, change, async (request) => {
      const { country } = request.params;
      await resetCountryPack(db, requireSession(request).userId, country, request.body);
      await onChanged(country);
      return countryPackState(db, country);
    });
  };
