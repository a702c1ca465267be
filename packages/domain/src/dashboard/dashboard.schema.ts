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

export const dashboardSchema = z.object({ tab: builtDashboardTabSchema, tiles: z.array(tileSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;
