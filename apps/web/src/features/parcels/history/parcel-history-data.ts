import {
  type ParcelHistory,
  type ParcelHistorySeason,
  type ParcelHistoryWeek,
  SEASON_WEEKS,
} from '@console/domain/parcel/parcel-history.schema';
import type { RiskLevel } from '@console/domain/risk/risk.schema';
import type { LineChartSeries } from '@mantine/charts';
import { useOutletContext } from 'react-router';
import { RISK_LEVELS_WORST_FIRST } from '../../../ui/risk-level-colors';

/** What the history layout hands its tabs: the seasons it loaded, once for all three. */
export type ParcelHistoryContext = { history: ParcelHistory };

export const useParcelHistory = () => useOutletContext<ParcelHistoryContext>().history;

/** One row per week of a season, one column per season named after its year; null where it had no captures. */
export type WeekRow = Record<string, string | number | null>;

/**
 * The seasons side by side on their own axis: row n is the n-th week from each season's start (its sowing, or an
 * earlier first capture), so an autumn season fills the chart instead of its last fifth. The axis runs to the end of
 * the longest season with captures (the year's end, or its last week when a winter crop's season runs on into the
 * next year); one without captures does not stretch it.
 */
export const toWeekRows = (
  seasons: ParcelHistorySeason[],
  value: (week: ParcelHistoryWeek) => number | null,
  weekLabel: (week: number) => string,
): WeekRow[] => {
  const weeksBySeason = seasons.map((season) => ({
    name: String(season.year),
    startWeek: season.startWeek,
    weeks: new Map(season.weeks.map((week) => [week.week, week])),
  }));
  const axisWeeks = Math.max(
    1,
    ...seasons
      .filter((season) => season.weeks.length > 0)
      .map((season) => Math.max(SEASON_WEEKS, ...season.weeks.map(({ week }) => week)) - season.startWeek + 1),
  );
  return Array.from({ length: axisWeeks }, (_, index) => {
    const row: WeekRow = { week: weekLabel(index + 1) };
    for (const { name, startWeek, weeks } of weeksBySeason) {
      const week = weeks.get(startWeek + index);
      row[name] = week ? value(week) : null;
    }
    return row;
  });
};

/** This season first, then older ones; the fifth colour is only reached with five seasons. */
const SEASON_COLORS = ['lime.7', 'blue.6', 'grape.6', 'orange.6', 'gray.6'];

/** A series per season: this one solid, older ones dashed, so seasons differ by more than colour. */
export const toSeasonSeries = (seasons: ParcelHistorySeason[]): LineChartSeries[] =>
  seasons.map((season, index) => {
    const age = seasons.length - 1 - index;
    return {
      name: String(season.year),
      color: SEASON_COLORS[age] ?? 'gray.6',
      ...(age > 0 ? { strokeDasharray: '6 4' } : {}),
    };
  });

export const hasCaptures = (seasons: ParcelHistorySeason[]): boolean =>
  seasons.some((season) => season.weeks.length > 0);

/** Whether any week carries a weather value (sensors without a station send none). */
export const hasWeather = (seasons: ParcelHistorySeason[]): boolean =>
  seasons.some((season) =>
    season.weeks.some(
      (week) => week.rainfallTotal !== null || week.temperatureAvg !== null || week.humidityAvg !== null,
    ),
  );

/** The levels the risk chart draws, bottom to top; the others (not measured, answers missing) leave a gap. */
export const CHARTED_RISK_LEVELS = ['low', 'medium', 'high'] as const satisfies readonly RiskLevel[];

export const toRiskScore = (level: RiskLevel): number | null => {
  const score = (CHARTED_RISK_LEVELS as readonly RiskLevel[]).indexOf(level);
  return score < 0 ? null : score;
};

/** Weeks at each level, per season in the seasons' order; levels no week reached are left out. */
export const countWeeksByLevel = (seasons: ParcelHistorySeason[]): { level: RiskLevel; weeks: number[] }[] =>
  RISK_LEVELS_WORST_FIRST.map((level) => ({
    level,
    weeks: seasons.map((season) => season.weeks.filter((week) => week.riskLevel === level).length),
  })).filter((row) => row.weeks.some((count) => count > 0));

export type EarlierThresholds = NonNullable<ParcelHistoryWeek['earlierThresholds']>;

/**
 * The thresholds other than today's that rated some of the weeks shown (decision 166), oldest first, with how many
 * weeks each rated: a change applies from the day it is saved, so the history says which weeks it left as they were.
 */
export const earlierThresholdsOf = (seasons: ParcelHistorySeason[]): (EarlierThresholds & { weeks: number })[] => {
  const byEra = new Map<string, EarlierThresholds & { weeks: number }>();
  for (const { earlierThresholds } of seasons.flatMap((season) => season.weeks)) {
    if (!earlierThresholds) continue;
    const era = byEra.get(earlierThresholds.until) ?? { ...earlierThresholds, weeks: 0 };
    byEra.set(earlierThresholds.until, { ...era, weeks: era.weeks + 1 });
  }
  return [...byEra.values()].sort((a, b) => a.until.localeCompare(b.until));
};
