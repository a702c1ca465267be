import { canSeeStatsPage } from '@console/domain/access/permissions';
import { ISSUE_TYPES } from '@console/domain/issue/issue.schema';
import {
  DEFAULT_STATS_MONTHS,
  monthsBetween,
  seasonOfMonth,
  type Stats,
  type StatsMeasure,
  type StatsPage,
  type StatsPeriod,
  type StatsQuery,
} from '@console/domain/dashboard/stats.schema';
import { ACCOUNT_TYPES } from '@console/domain/account/account-type';
import { utcToday } from '@console/domain/risk/risk-answers';
import { now } from '../../../clock.ts';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { forbidden } from '../../../plugins/app-error.ts';
import { nightsOf } from '../tiles/board.ts';
import type { NightRange } from '../nights/night-ranges.ts';
import { selectQosFigures } from '../qos/qos-queries.ts';
import {
  countActiveUsersByPeriod,
  countCoverageGapsByPeriod,
  countExportsByPeriod,
  countFleetByPeriod,
  countIssuesByPeriod,
  countRenewalsByPeriod,
  countRentedNightsByPeriod,
  periodOf,
} from './stats-queries.ts';

/** Spec point 2: each page needs its staff tab's right, checked before the query is read. */
export const requireStatsPage = (session: Session, page: StatsPage) => {
  if (!canSeeStatsPage(session, page)) throw forbidden();
};

const monthAfter = (month: string, count: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The months asked, else the last twelve, this one included. */
const monthsOf = ({ from, to }: StatsQuery) => {
  // This month as the figures count their days: in UTC, like the nights.
  const last = to ?? utcToday(now()).slice(0, 7);
  const first = from ?? monthAfter(last, 1 - DEFAULT_STATS_MONTHS);
  return Array.from({ length: monthsBetween(first, last) }, (_, index) => monthAfter(first, index));
};

const periodOfMonth = (month: string, by: StatsPeriod) => (by === 'month' ? month : seasonOfMonth(month));

/** The page's columns: its months, or the seasons they fall in. */
const periodsOf = (months: string[], by: StatsPeriod) => [...new Set(months.map((month) => periodOfMonth(month, by)))];

/**
 * The periods none of whose nights is over by `nights.to` (a month's first night ends at noon UTC on its 2nd): too
 * soon for a measure counted by night, which the answer says rather than a null that reads as nothing to measure.
 */
const periodsWithoutNight = (months: string[], by: StatsPeriod, nights: NightRange) => {
  const begun = months.filter((month) => `${month}-01` <= nights.to).map((month) => periodOfMonth(month, by));
  return periodsOf(months, by).filter((period) => !begun.includes(period));
};

/** The days the months run over, first to last. */
const daysOf = (months: string[]): NightRange => {
  const last = months.at(-1) ?? '';
  const end = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return { from: `${months[0]}-01`, to: end };
};

/**
 * What a page reads: its columns, the days they run over, the nights of those that are over (the night in progress
 * would read as silent), and the columns none of whose nights is.
 */
type Span = { periods: string[]; days: NightRange; nights: NightRange; pending: string[] };

type Row = StatsMeasure['rows'][number];

/** A row of a measure: its value in each period; a period without rows counts 0, a rate there is null. */
const rowOf = <R extends { period: string }>(
  periods: string[],
  rows: readonly R[],
  value: (row: R) => number | null,
  head: Omit<Row, 'values'>,
  empty: 0 | null = null,
): Row => ({
  ...head,
  values: periods.map((period) => {
    const row = rows.find((candidate) => candidate.period === period);
    return row ? value(row) : empty;
  }),
});

const share = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

const qosMeasures = async (db: Database, session: Session, filter: StatsQuery, { periods, nights, pending }: Span) => {
  const figures = await selectQosFigures(db, session, { favouriteId: filter.favouriteId }, nights, periodOf(filter.by));
  const groups = [
    { key: 'all', label: undefined, rows: figures.filter((row) => row.isTotal) },
    ...[...new Map(figures.filter((row) => !row.isTotal).map((row) => [`${row.providerId}:${row.country}`, row]))].map(
      ([key, row]) => ({
        key,
        label: `${row.provider} · ${row.country}`,
        rows: figures.filter(
          (candidate) => !candidate.isTotal && `${candidate.providerId}:${candidate.country}` === key,
        ),
      }),
    ),
  ];
  const measure = (
    key: string,
    unit: StatsMeasure['unit'],
    value: (row: (typeof figures)[number]) => number | null,
  ) => ({
    key,
    unit,
    rows: groups.map((group) => rowOf(periods, group.rows, value, { key: group.key, label: group.label })),
    pendingPeriods: pending,
  });
  return [
    measure('nights-delivered', 'percent', (row) => share(row.delivered, row.owed)),
    measure('delivery-delay', 'minutes', (row) => row.delayMinutes),
    measure('working-weather', 'percent', (row) => share(row.weatherNights, row.parcelNights)),
  ];
};

const maintenanceMeasures = async (
  db: Database,
  session: Session,
  filter: StatsQuery,
  { periods, days, nights, pending }: Span,
) => {
  const [fleet, opened] = await Promise.all([
    countFleetByPeriod(db, session, { favouriteId: filter.favouriteId }, nights, filter.by),
    countIssuesByPeriod(db, session, { favouriteId: filter.favouriteId }, days, filter.by),
  ]);
  const fleetIn = (period: string) => fleet.find((row) => row.period === period)?.n ?? 0;
  const types = ['all', ...ISSUE_TYPES.filter((type) => opened.some((row) => row.type === type))];
  const measure = (
    key: string,
    unit: StatsMeasure['unit'],
    value: (row: (typeof opened)[number]) => number | null,
    pendingPeriods: string[] = [],
  ) => ({
    key,
    unit,
    rows: types.map((type) =>
      rowOf(
        periods,
        opened.filter((row) => (row.type ?? 'all') === type),
        value,
        { key: type },
      ),
    ),
    pendingPeriods,
  });
  return [
    // Per sensor that reported on one of the period's nights: none yet before its first night is over.
    measure(
      'issues-per-100-sensors',
      'ratio',
      (row) => {
        const sensors = fleetIn(row.period);
        return sensors > 0 ? Math.round((1000 * row.n) / sensors) / 10 : null;
      },
      pending,
    ),
    measure('time-to-close', 'hours', (row) => row.hoursToClose),
    measure('repeat-faults', 'ratio', (row) => Math.round((10 * row.n) / row.sensors) / 10),
  ];
};

const usageMeasures = async (db: Database, filter: StatsQuery, { periods, days, nights, pending }: Span) => {
  const [active, exports, renewals, rented, coverage] = await Promise.all([
    countActiveUsersByPeriod(db, days, filter.by),
    countExportsByPeriod(db, days, filter.by),
    countRenewalsByPeriod(db, days, filter.by),
    countRentedNightsByPeriod(db, nights, filter.by),
    countCoverageGapsByPeriod(db, nights, filter.by),
  ]);
  const kinds = ['all', ...ACCOUNT_TYPES.filter((type) => active.some((row) => row.accountType === type))];
  return [
    {
      key: 'active-users',
      unit: 'count' as const,
      rows: kinds.map((kind) =>
        rowOf(
          periods,
          active.filter((row) => (row.accountType ?? 'all') === kind),
          (row) => row.n,
          { key: kind },
          0,
        ),
      ),
      pendingPeriods: [],
    },
    {
      key: 'exports',
      unit: 'count' as const,
      rows: [rowOf(periods, exports, (row) => row.n, { key: 'all' }, 0)],
      pendingPeriods: [],
    },
    {
      key: 'renewal-rate',
      unit: 'percent' as const,
      rows: [rowOf(periods, renewals, (row) => share(row.renewed, row.ended), { key: 'all' })],
      pendingPeriods: [],
    },
    {
      key: 'contract-utilisation',
      unit: 'percent' as const,
      rows: [rowOf(periods, rented, (row) => share(row.used, row.rented), { key: 'all' })],
      pendingPeriods: pending,
    },
    {
      key: 'coverage-gaps',
      unit: 'percent' as const,
      rows: [rowOf(periods, coverage, (row) => share(row.uncovered, row.owed), { key: 'all' })],
      pendingPeriods: pending,
    },
  ];
};

/**
 * `GET /back/stats/{page}` (manufacturer staff): the page's measures over a range of months of its own (decision
 * 142), month by month or season by season, in all and by group. QoS and maintenance read the nightly read models and
 * the issues of the sensors under the favourite; usage is the whole console's, like the metrics tab.
 */
export const getStats = async (db: Database, session: Session, page: StatsPage, query: StatsQuery): Promise<Stats> => {
  requireStatsPage(session, page);
  const months = monthsOf(query);
  const days = daysOf(months);
  const nights = nightsOf(days);
  const span = {
    periods: periodsOf(months, query.by),
    days,
    nights,
    pending: periodsWithoutNight(months, query.by, nights),
  };
  const measures =
    page === 'qos'
      ? await qosMeasures(db, session, query, span)
      : page === 'maintenance'
        ? await maintenanceMeasures(db, session, query, span)
        : await usageMeasures(db, query, span);
  return { page, by: query.by, from: months[0] ?? '', to: months.at(-1) ?? '', periods: span.periods, measures };
};
