import type { ParcelHistory, ParcelHistoryQuery } from '@console/domain/parcel/parcel-history.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { type HistorySeasonRow, selectHistorySeasons, selectHistoryWeeks } from './history-queries.ts';
import { assessParcelRisk, getRiskSettings } from './risk-service.ts';
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
 * A parcel's last seasons week by week, from the readings of the sensor on it now. Each week's risk is the model
 * applied to that week's nights with the season's crop and answers as recorded (decision 049).
 */
export const getParcelHistory = async (
  db: Database,
  session: Session,
  id: string,
  query: ParcelHistoryQuery,
): Promise<ParcelHistory> => {
  const parcel = await getParcel(db, session, id);
  const [seasons, weeks, riskSettings] = await Promise.all([
    selectHistorySeasons(db, id, query.seasons, session.zoneId),
    parcel.sensorId ? selectHistoryWeeks(db, parcel.sensorId, query.seasons, session.zoneId) : [],
    getRiskSettings(db),
  ]);
  return {
    parcel,
    seasons: seasons.map((season) => {
      const seasonWeeks = weeks.filter((week) => week.season === season.year);
      return {
        year: season.year,
        crop: toCrop(season),
        startWeek: toStartWeek(season.seedingWeek, seasonWeeks[0]?.week ?? null),
        weeks: seasonWeeks.map(({ season: _season, nights, ...week }) => ({
          ...week,
          nights: nights.length,
          riskLevel: assessParcelRisk({ ...season, nights }, riskSettings).level,
        })),
      };
    }),
  };
};
