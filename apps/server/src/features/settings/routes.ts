import { publicSettingsEndpoints } from '@console/domain/config/public-settings.endpoints';
import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import { getDemoDateFilter } from '@console/domain/config/environment-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { route } from '../../plugins/endpoint-route.ts';

const toPublicSettings = ({ environmentSettings: settings, ...config }: Config): PublicSettings => ({
  appTitle: settings.appTitle,
  environment: settings.environment,
  release: settings.release,
  errorReportingDsn: settings.errorReportingDsn ?? null,
  analytics: settings.analyticsTrackerUrl
    ? { trackerUrl: settings.analyticsTrackerUrl, siteId: settings.analyticsSiteId }
    : null,
  supportLink: config.SUPPORT_URL,
  antiSlugProductUrl: config.ANTI_SLUG_PRODUCT_URL,
  supportDocuments: {
    userGuide: config.SUPPORT_USER_GUIDE_URL,
    installationVideo: config.SUPPORT_INSTALLATION_VIDEO_URL,
    faq: config.SUPPORT_FAQ_URL,
    extraLinks: config.SUPPORT_EXTRA_LINKS,
  },
  mapTiles: {
    plain: config.MAP_TILES_PLAIN_URL,
    hybrid: config.MAP_TILES_HYBRID_URL,
    labels: config.MAP_TILES_LABELS_URL,
  },
  demoDateFilter: getDemoDateFilter(settings) ?? null,
  captchaSiteKey: config.CAPTCHA_SITE_KEY && config.CAPTCHA_SECRET ? config.CAPTCHA_SITE_KEY : null,
});

/** Public: the sign-in page already shows the title and the support link. */
export const publicSettingsRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = toPublicSettings(config);
    route(app, publicSettingsEndpoints.get, { tags: ['settings'], config: { isDatabaseFree: true } }, () => settings);
  };
