import { z } from 'zod';
import { type DateFilter, dateFilterSchema, localDateSchema } from '../date/date.schema.ts';

/** Path under which the API is served, on the same origin as the web app. */
export const API_PREFIX = '/back';
/** Path of the OAuth token endpoint. */
export const OAUTH_PREFIX = '/oauth';
/** Analytics site id of spec point 9. */
export const ANALYTICS_SITE_ID = '1';

export const ENVIRONMENTS = ['dev', 'staging', 'production', 'demo'] as const;
export const environmentSchema = z.enum(ENVIRONMENTS);
export type Environment = z.infer<typeof environmentSchema>;

const requiredText = z.string().trim().min(1, 'required');
const url = z.url({ protocol: /^https?$/, error: 'invalid-url' });
/** Deployment tools often set a variable to '' rather than leave it out; both mean "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A tile URL template of the maps: {z}/{x}/{y} stand for the zoom level and the tile's column and row. */
const tileTemplate = requiredText.refine(
  (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
  'invalid-tile-template',
);

/**
 * The deployment settings of spec points 3 and 5, parsed once at start-up. The server maps its variable names onto
 * these keys; the prefixes and the analytics site id default to spec point 9. Where the project follows the spec
 * differently (map tiles instead of a maps key, no captcha unless keyed, the API on the console's own origin), see
 * docs/decisions/153.
 */
export const environmentSettingsSchema = z.object({
  release: z.string().trim(),
  environment: environmentSchema,
  apiPrefix: requiredText.default(API_PREFIX),
  oauthPrefix: requiredText.default(OAUTH_PREFIX),
  apiUrl: url,
  appTitle: requiredText,
  errorReportingDsn: optional(url),
  mapTiles: z.object({ plain: tileTemplate, hybrid: tileTemplate, labels: tileTemplate }),
  captchaKey: optional(requiredText),
  supportLink: url,
  analyticsTrackerUrl: optional(url),
  analyticsScriptUrl: optional(url),
  analyticsSiteId: z.string().regex(/^\d$/, 'invalid-analytics-site-id').default(ANALYTICS_SITE_ID),
  /** Fixed date range the filters open on in the demo environment; without it they open on the week preset. */
  demoFilterFrom: optional(localDateSchema),
  demoFilterTo: optional(localDateSchema),
});
export type EnvironmentSettings = z.infer<typeof environmentSettingsSchema>;
export type EnvironmentSettingsInput = z.input<typeof environmentSettingsSchema>;

/** The demo environment's date range, when it is configured and valid; filters use the week preset otherwise. */
export const getDemoDateFilter = (settings: EnvironmentSettings): DateFilter | undefined => {
  if (settings.environment !== 'demo') return undefined;
  const result = dateFilterSchema.safeParse({ from: settings.demoFilterFrom, to: settings.demoFilterTo });
  return result.success ? result.data : undefined;
};
