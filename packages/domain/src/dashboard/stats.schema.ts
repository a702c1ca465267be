import { z } from 'zod';

/** The manufacturer's statistics pages (spec point 2, issue 22): /stats/qos, /stats/maintenance, /stats/usage. */
export const STATS_PAGES = ['qos', 'maintenance', 'usage'] as const;
export const statsPageSchema = z.enum(STATS_PAGES);
export type StatsPage = z.infer<typeof statsPageSchema>;

/** A page's columns: calendar months, or seasons (August to July, named by the year they start in). */
export const STATS_PERIODS = ['month', 'season'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** A season starts in August: sowing of the autumn crops, when slugs matter most. */
export const SEASON_FIRST_MONTH = 8;

/** The season a month (`2026-03`) falls in, named by the year it starts in (`2025`). */
export const seasonOfMonth = (month: string) =>
  String(Number(month.slice(0, 4)) - (Number(month.slice(5, 7)) < SEASON_FIRST_MONTH ? 1 : 0));

/** The longest range a page reads (decision 142): three seasons, month by month. */
export const MAX_STATS_MONTHS = 36;

/** The months a page opens on when none are asked: the last twelve, this one included. */
export const DEFAULT_STATS_MONTHS = 12;

export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'stats.errors.month');

/** Months from one to another, both included (`2026-01`, `2026-03`: 3). */
export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** `GET /back/stats/{page}`: a range of months of its own (both or neither, in order, at most 36), by month or season. */
export const statsQuerySchema = z
  .object({
    from: monthSchema.optional(),
    to: monthSchema.optional(),
    by: z.enum(STATS_PERIODS).default('month'),
    favouriteId: z.uuid().optional(),
  })
  .refine(({ from, to }) => (from === undefined) === (to === undefined), {
    path: ['to'],
    message: 'stats.errors.range',
  })
  .refine(({ from, to }) => !from || !to || (from <= to && monthsBetween(from, to) <= MAX_STATS_MONTHS), {
    path: ['to'],
    message: 'stats.errors.range',
  });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** How a measure's values read: counts, shares in percent, minutes or hours, or a ratio (faults per sensor). */
export const STATS_UNITS = ['count', 'percent', 'minutes', 'hours', 'ratio'] as const;

/**
 * A page's answer: its periods (`2026-03` by month, `2025` for the season 2025–26) and its measures, each a table of
 * rows (the whole first, then its groups: a provider and country, an issue type) with one value a period, null
 * where the period has nothing to measure, or where it is too soon to: see `pendingPeriods`.
 */
export const statsSchema = z.object({
  page: statsPageSchema,
  by: z.enum(STATS_PERIODS),
  /** The months read, first and last: those asked, or the last twelve. */
  from: monthSchema,
  to: monthSchema,
  periods: z.array(z.string()),
  measures: z.array(
    z.object({
      key: z.string(),
      unit: z.enum(STATS_UNITS),
      rows: z.array(
        z.object({ key: z.string(), label: z.string().optional(), values: z.array(z.number().nullable()) }),
      ),
      /**
       * The periods of a measure counted night by night (noon to noon, UTC) of which no night is over yet, such as
       * this month on its 1st and 2nd before noon: their values are null because it is too soon, not because
       * nothing happened. Empty for the measures counted by day.
       */
      pendingPeriods: z.array(z.string()),
    }),
  ),
});
export type Stats = z.infer<typeof statsSchema>;
export type StatsMeasure = Stats['measures'][number];

/** Where a row's name comes from when the answer does not give it: the whole, an issue type, a kind of account. */
const ROW_LABELS: Record<StatsPage, string> = {
  qos: 'stats.rows',
  maintenance: 'issues.types',
  usage: 'account-types',
};

/** The text key naming a row of a page's measure, for the console and the exported file alike. */
export const statsRowLabelKey = (page: StatsPage, rowKey: string) =>
  rowKey === 'all' ? 'stats.all' : `${ROW_LABELS[page]}.${rowKey}`;

/** A period's heading: `03/2026` for a month, `2025–26` for the season from August 2025. */
export const statsPeriodLabel = (period: string, by: StatsPeriod) =>
  by === 'month'
    ? `${period.slice(5, 7)}/${period.slice(0, 4)}`
    : `${period}–${String((Number(period) + 1) % 100).padStart(2, '0')}`;
