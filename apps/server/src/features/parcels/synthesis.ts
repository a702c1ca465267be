import { type ParcelSynthesis, SYNTHESIS_NIGHTS } from '@console/domain/parcel/parcel-synthesis.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { coverageOfSensors, sensorCoverageGap } from '../subscriptions/service.ts';
import { selectLatestIntervention } from './crops/interventions.ts';
import { selectCrop } from './crops/queries.ts';
import { getCountryPack, getRiskSettings } from '../settings/service.ts';
import { askedQuestions } from '@console/domain/country/country-pack';
import { assessParcelRisk, currentParcelAnswers } from './risk-service.ts';
import { getParcel } from './service.ts';
import { selectSynthesisRow } from './synthesis-queries.ts';
import { stationSilenceSince } from '../weather-syncs/service.ts';
import { selectLastNightImage } from '../capture-images/service.ts';

/** JSON timestamps come back in PostgreSQL's text form; the wire carries ISO 8601. */
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The parcel page's synthesis. The risk is assessed now, from the same inputs as the stored level, so it also
 * says why; the stored level catches up at the next refresh.
 */
export const getParcelSynthesis = async (db: Database, session: Session, id: string): Promise<ParcelSynthesis> => {
  const parcel = await getParcel(db, session, id);
  const [riskSettings, pack, silentSince] = await Promise.all([
    getRiskSettings(db),
    getCountryPack(db, parcel.address.country),
    stationSilenceSince(db),
  ]);
  const row = await selectSynthesisRow(db, id, Math.max(SYNTHESIS_NIGHTS, riskSettings.windowNights), silentSince);
  if (!row) throw notFound('parcel not found');
  const answers = currentParcelAnswers(row);
  const questions = [...askedQuestions(pack)];
  const latestIntervention = parcel.currentCrop && (await selectLatestIntervention(db, parcel.currentCrop.id));
  const crop = parcel.currentCrop ? ((await selectCrop(db, id, parcel.currentCrop.id)) ?? null) : null;
  return {
    parcel,
    crop,
    // A withheld risk tells nothing of the level nor why; the counts stay (decision 132).
    risk: parcel.riskWithheldSince
      ? { level: 'unmeasured', reasons: [], meanPerNight: null, answers, questions }
      : {
          ...assessParcelRisk(row, riskSettings, { questions, thresholds: pack.riskThresholds }, answers),
          answers,
          questions,
        },
    latestIntervention: latestIntervention ?? null,
    nights: row.nights,
    sensor: row.sensor && {
      ...row.sensor,
      // Only a withheld risk needs it, for its way to renew: a parcel page does not pay for it otherwise.
      subscription: parcel.riskWithheldSince
        ? (await coverageOfSensors(db, [row.sensor.id])).get(row.sensor.id)
        : undefined,
      lastMeasuredAt: iso(row.sensor.lastMeasuredAt),
      lastContactAt: iso(row.sensor.lastContactAt),
      lastNight: await selectLastNightImage(db, row.sensor.id),
    },
    coverageGap: crop && row.lastCover ? sensorCoverageGap(crop, row.lastCover, riskSettings, pack.season) : null,
    weather: row.weather && {
      ...row.weather,
      humidityAvg: row.weather.humidityAvg === null ? null : Number(row.weather.humidityAvg),
      rainfallTotal: row.weather.rainfallTotal === null ? null : Number(row.weather.rainfallTotal),
    },
    weatherStation: row.weatherStation,
    openIssues: row.openIssues.map((issue) => ({ ...issue, openedAt: new Date(issue.openedAt).toISOString() })),
  };
};
