import { z } from 'zod';
import { localDateSchema } from '../date/date.schema.ts';
import { MAX_CUSTOM_RANGE_DAYS } from '../date/date-range-presets.ts';
import { daysBetween } from '../subscription/subscription-period.ts';
import { NIGHT_STATES } from './sensor-nights.ts';
import type { NotificationType } from '../notification/notification.schema.ts';

/** The tabs with tiles: all of them, since the support tickets arrived (issue 23). */
export const BUILT_DASHBOARD_TABS = ['activity', 'sensors', 'support', 'metrics', 'qos'] as const;
export const builtDashboardTabSchema = z.enum(BUILT_DASHBOARD_TABS);
export type BuiltDashboardTab = z.infer<typeof builtDashboardTabSchema>;

/** The spec's date range, both days or neither, in order and at most 30 days apart. */
const withRange = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) =>
  schema
    .refine(({ from, to }) => (from === undefined) === (to === undefined), {
      path: ['to'],
      message: 'dashboard.errors.range',
    })
    .refine(({ from, to }) => !from || !to || (from <= to && daysBetween(from, to) <= MAX_CUSTOM_RANGE_DAYS), {
      path: ['to'],
      message: 'dashboard.errors.range',
    });

const dashboardFilter = z.object({
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  favouriteId: z.uuid().optional(),
});

/** `GET /back/dashboard/{tab}`: the date range and the favourite narrowing every tile. */
export const dashboardQuerySchema = withRange(dashboardFilter);
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * The list a tile sums up: an API list path (`/parcels`) and the query that reproduces the tile, in the list's wire
 * names. The list's total with this query is the tile's value, and its export is the tile's rows.
 */
export const tileLinkSchema = z.object({
  path: z.string().regex(/^(\/[a-z-]+)+$/),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type TileLink = z.infer<typeof tileLinkSchema>;

/**
 * A figure; `label` names a part that is an object (a parcel, a provider) rather than a code the console translates,
 * and `of` is what the figure is a share of, where it is one (nights delivered of nights owed).
 */
export const tileEntrySchema = z.object({
  key: z.string(),
  value: z.number().int(),
  of: z.number().int().optional(),
  label: z.string().optional(),
  link: tileLinkSchema.optional(),
});
export type TileEntry = z.infer<typeof tileEntrySchema>;

/** A night of a tile that counts night by night: each part's figure that night. */
export const tileNightSchema = z.object({ night: localDateSchema, values: z.record(z.string(), z.number().int()) });
export type TileNight = z.infer<typeof tileNightSchema>;

/**
 * One figure of a tab, with its parts (a fleet by state, parcels by risk) each linking to its own list, and for the
 * figures read from the nightly read models, the figure night by night.
 */
export const tileSchema = tileEntrySchema.extend({
  series: z.array(tileEntrySchema).optional(),
  nights: z.array(tileNightSchema).optional(),
});
export type Tile = z.infer<typeof tileSchema>;

/** The notifications the activity tab counts as alerts raised about parcels: the risk, the counts, the crop's dates. */
export const PARCEL_ALERT_TYPES = [
  'risk-level-high',
  'slug-count-alert',
  'validate-estimated-seeding-date',
  'estimated-seeding-date-passed',
  'phenological-stage-update-reminder',
  'fill-intervention-reminder',
] as const satisfies readonly NotificationType[];
export type ParcelAlertType = (typeof PARCEL_ALERT_TYPES)[number];

/** Where a tile's parts find their names: risk levels, sensor states, issue types and levels. */
const PART_LABELS: Record<string, string> = {
  parcels: 'risk-levels',
  sensors: 'sensors.states',
  'issues-opened': 'issues.types',
  'issues-open': 'issues.levels',
  'risk-by-night': 'risk-levels',
  nights: 'dashboard.night-states',
  'qos-nights': 'dashboard.night-states',
  accounts: 'account-types',
  'sensor-usages': 'sensors.usages',
  'rent-contracts-due': 'rent-contracts.statuses',
  'tickets-opened': 'support.desks',
};

/** The text key naming a part of a tile, for the console and the weekly e-mail alike. */
export const partLabelKey = (tileKey: string, partKey: string) =>
  `${PART_LABELS[tileKey] ?? `dashboard.tiles.${tileKey}.parts`}.${partKey}`;

export const dashboardSchema = z.object({ tab: builtDashboardTabSchema, tiles: z.array(tileSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** A tab's weekly e-mail: on Monday morning in the user's zone, under their starred favourite, its rows attached. */
export const dashboardDigestSchema = z.object({ isSubscribed: z.boolean() });
export type DashboardDigest = z.infer<typeof dashboardDigestSchema>;

/** The hour of Monday, in the recipient's zone, from which the week's digest leaves. */
export const DASHBOARD_DIGEST_HOUR = 7;

/** `GET /back/dashboard/sensors/nights`: the night grid's page of sensors, under the tab's range and favourite. */
export const nightGridQuerySchema = withRange(
  dashboardFilter.extend({ start: z.coerce.number().int().min(0).default(0) }),
);
export type NightGridQuery = z.infer<typeof nightGridQuerySchema>;

/** One row a sensor (in serial-number order, a page at a time), one state a night of `nights`. */
export const nightGridSchema = z.object({
  nights: z.array(localDateSchema),
  items: z.array(
    z.object({
      id: z.uuid(),
      serialNumber: z.string(),
      accountName: z.string(),
      states: z.array(z.enum(NIGHT_STATES)),
    }),
  ),
  total: z.number().int(),
  start: z.number().int(),
});
export type NightGrid = z.infer<typeof nightGridSchema>;
