import { z } from 'zod';
import { dateFilterSchema } from '../date/date.schema.ts';
import { environmentSchema } from './environment-settings.ts';
import { documentUrlTemplateSchema, supportDocumentsSchema } from './support-documents.ts';

/** What the browser needs to know about the deployment; served without authentication, so nothing secret. */
export const publicSettingsSchema = z.object({
  appTitle: z.string(),
  environment: environmentSchema,
  /** The release running, named in error reports; '' when unnamed. */
  release: z.string(),
  /** Where the browser reports errors: a Sentry-compatible DSN, whose key is public by design; null when nowhere. */
  errorReportingDsn: z.url().nullable(),
  /** A Matomo-compatible tracker (its HTTP tracking API) and the site's id; null when nothing is tracked. */
  analytics: z.object({ trackerUrl: z.url(), siteId: z.string() }).nullable(),
  supportLink: z.url(),
  /** The manufacturer's anti-slug products, for the user menu; `{lang}` stands for the reader's language. */
  antiSlugProductUrl: documentUrlTemplateSchema,
  /** The support panel's documents; `{lang}` in an address stands for the reader's language (decision 147). */
  supportDocuments: supportDocumentsSchema,
  /** Tile URL templates ({z}/{x}/{y}): a plain map, satellite imagery, and labels drawn over the imagery. */
  mapTiles: z.object({ plain: z.string(), hybrid: z.string(), labels: z.string() }),
  /** The range date filters open on in the demo environment; null elsewhere (they open on the week preset). */
  demoDateFilter: dateFilterSchema.nullable(),
  /** The captcha widget's site key on /register; null when registration asks no captcha. */
  captchaSiteKey: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
