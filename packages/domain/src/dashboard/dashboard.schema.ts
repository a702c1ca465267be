import { z } from 'zod';
import { localDateSchema } from '../date/date.schema.ts';
import { MAX_CUSTOM_RANGE_DAYS } from '../date/date-range-presets.ts';
import { daysBetween } from '../subscription/subscription-period.ts';

/** The tabs built so far (issue 22); support, metrics and QoS follow with their read models. */
export const BUILT_DASHBOARD_TABS = ['activity', 'sensors'] as const;
export const builtDashboardTabSchema = z.enum(BUILT_DASHBOARD_TABS);
export type BuiltDashboardTab = z.infer<typeof builtDashboardTabSchema>;

/**
 * `GET /back/dashboard/{tab}`: the spec's date range (both days or neither, at most 30 days, in order) and the
 * favourite narrowing every tile.
 */
export const dashboardQuerySchema = z
  .object({ from: localDateSchema.optional(), to: localDateSchema.optional(), favouriteId: z.uuid().optional() })
  .refine(({ from, to }) => (from === undefined) === (to === undefined), {
    path: ['to'],
    message: 'dashboard.errors.range',
  })
  .refine(({ from, to }) => !from || !to || (from <= to && daysBetween(from, to) <= MAX_CUSTOM_RANGE_DAYS), {
    path: ['to'],
    message: 'dashboard.errors.range',
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * The list a tile sums up: an API list path (`/parcels`) and the query that reproduces the tile, in the list's wire
 * names. The list's total with this query is the tile's value, and its export is the tile's rows.
 */
export const tileLinkSchema = z.object({
  path: z.string().regex(/^\/[a-z-]+$/),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type TileLink = z.infer<typeof tileLinkSchema>;

export const tileEntrySchema = z.object({ key: z.string(), value: z.number().int(), link: tileLinkSchema.optional() });
export type TileEntry = z.infer<typeof tileEntrySchema>;

/** One figure of a tab, with its parts (a fleet by state, parcels by risk) each linking to its own list. */
export const tileSchema = tileEntrySchema.extend({ series: z.array(tileEntrySchema).optional() });
export type Tile = z.infer<typeof tileSchema>;

/** Where a tile's parts find their names: risk levels, sensor states, issue types and levels. */
const PART_LABELS: Record<string, string> = {
  parcels: 'risk-levels',
  sensors: 'sensors.states',
  'issues-opened': 'issues.types',
  'issues-open': 'issues.levels',
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
