import type { NightlySlugs } from '@console/domain/parcel/parcel-synthesis.schema';
import type { ParcelHistory, ParcelHistoryQuery } from '@console/domain/parcel/parcel-history.schema';
import { isInSensitiveWindow, type RiskSettings } from '@console/domain/risk/risk-model';
import { askedQuestions } from '@console/domain/country/country-pack';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import {
  type HistorySeasonRow,
  selectHistorySeasons,
  selectRiskCorrections,
  selectHistoryWeeks,
  selectThisSeason,
} from './history-queries.ts';
import { selectLinkedStation } from '../weather-syncs/service.ts';
import { sql } from 'drizzle-orm';
import { getCountryPack, getRiskSettings, type ThresholdEra, thresholdEras } from '../settings/service.ts';
import { assessParcelRisk, type CountryRiskRules } from './risk-service.ts';
import { getParcel } from './service.ts';

const toCrop = (season: HistorySeasonRow) =>
  season.cropId && season.currentCrop && season.stage
    ? { id: season.cropId, year: season.year, currentCrop: season.currentCrop, stage: season.stage }
    : null;

/** A season's axis starts at its seeding, or earlier if the sensor counted before it (decision 114). */
const toStartWeek = (seedingWeek: number | null, firstCaptureWeek: number | null): number => {
  const starts = [seedingWeek, firstCaptureWeek].filter((week) => week !== null);
  return starts.length > 0 ? Math.min(...starts) : 1;
};

/**
 * The crop's stage on a night: the last one recorded by that night's date, else the first one recorded (what the
 * crop was before anyone recorded it).
 */
const stageOn = (season: HistorySeasonRow, night: string) =>
  season.stages.findLast((change) => change.on <= night)?.stage ?? season.stages[0]?.stage ?? season.stage;

/**
 * A week's risk, each night with the crop's stage that night (decision 106). A night past the crop's sensitive window
 * is low whatever was counted, so the week is rated from the nights the crop was still within it, at the last of
 * their stages, and reads low only when it had none.
 */
const rateWeek = (
  season: HistorySeasonRow,
  nights: NightlySlugs[],
  riskSettings: RiskSettings,
  rules: CountryRiskRules,
) => {
  const { currentCrop } = season;
  if (!currentCrop) return assessParcelRisk({ ...season, nights }, riskSettings, rules).level;
  const staged = nights.map((night) => ({ night, stage: stageOn(season, night.night) }));
  const sensitive = staged.filter(({ stage }) => stage && isInSensitiveWindow({ currentCrop, stage }, riskSettings));
  const rated = sensitive.length > 0 ? sensitive : staged;
  return assessParcelRisk(
    {
      currentCrop,
      stage: rated.at(-1)?.stage ?? season.stage,
      riskAnswers: season.riskAnswers,
      nights: rated.map(({ night }) => night),
    },
    riskSettings,
    rules,
  ).level;
};

/**
 * The era of thresholds a week was rated under: the one in force on its last night (a change applies from the day it
 * is saved). Null for the thresholds in force today; otherwise the days they held, for the history to say so.
 */
const eraOfWeek = (eras: ThresholdEra[], nights: NightlySlugs[]) => {
  const lastNight = nights.at(-1)?.night ?? '';
  const index = eras.findLastIndex((era) => era.since === null || era.since <= lastNight);
  const era = eras[index] as ThresholdEra;
  const until = eras[index + 1]?.since;
  return { thresholds: era.thresholds, earlier: until ? { since: era.since, until } : null };
};

/** A week with a night the parcel's risk was withheld on (decision 132): its counts show, not its risk. */
const isWithheld = (nights: NightlySlugs[], withheldSince: string | null) =>
  withheldSince !== null && nights.some((night) => night.night >= withheldSince);

/**
 * A parcel's last seasons week by week, from the readings of each sensor while it served the parcel. Each week's risk is the model
 * applied to that week's nights with the season's crop and answers as recorded and the stage of each night
 * (decisions 049 and 106).
 */
export const getParcelHistory = async (
  db: Database,
  session: Session,
  id: string,
  query: ParcelHistoryQuery,
): Promise<ParcelHistory> => {
  const parcel = await getParcel(db, session, id);
  const span = {
    parcelId: parcel.id,
    thisSeason: await selectThisSeason(db, parcel.id, session.zoneId),
    seasons: query.seasons,
    zoneId: session.zoneId,
  };
  const [seasons, weeks, riskSettings, pack, eras, weatherStation, riskCorrections] = await Promise.all([
    selectHistorySeasons(db, span),
    selectHistoryWeeks(db, span),
    getRiskSettings(db),
    getCountryPack(db, parcel.address.country),
    thresholdEras(db, parcel.address.country),
    selectLinkedStation(db, sql`s.parcel_id = ${id}::uuid`),
    selectRiskCorrections(db, parcel.id),
  ]);
  const questions = askedQuestions(pack);
  return {
    parcel,
    weatherStation,
    riskCorrections,
    seasons: seasons.map((season) => {
      const seasonWeeks = weeks.filter((week) => week.season === season.year);
      return {
        year: season.year,
        crop: toCrop(season),
        startWeek: toStartWeek(season.seedingWeek, seasonWeeks[0]?.week ?? null),
        weeks: seasonWeeks.map(({ season: _season, nights, ...week }) => {
          const { thresholds, earlier } = eraOfWeek(eras, nights);
          const riskLevel = isWithheld(nights, parcel.riskWithheldSince)
            ? 'unmeasured'
            : rateWeek(season, nights, riskSettings, { questions, thresholds });
          // An unmeasured week owes nothing to thresholds.
          return {
            ...week,
            nights: nights.length,
            riskLevel,
            earlierThresholds: riskLevel === 'unmeasured' ? null : earlier,
          };
        }),
      };
    }),
  };
};
