import { assessRisk, type RiskSettings } from '@console/domain/risk/risk-model';
import {
  currentRiskAnswers,
  riskAnswerValues,
  type StoredRiskAnswers,
  utcToday,
} from '@console/domain/risk/risk-answers';
import type { RiskLevel, RiskQuestion } from '@console/domain/risk/risk.schema';
import { askedQuestions, type CountryPack } from '@console/domain/country/country-pack';
import type { RiskThresholds } from '@console/domain/country/risk-thresholds';
import { assessSlugOutlook } from '@console/domain/weather/slug-outlook';
import { LRUCache } from 'lru-cache';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { getCountryPacks, getRiskSettings } from '../settings/service.ts';
import {
  type ParcelRiskInputRow,
  selectLatestForecastDays,
  type AssessedParcels,
  selectParcelRiskInputs,
  updateOutlooks,
  updateParcelRiskLevels,
} from './risk-queries.ts';
import { raiseRiskLevelsHigh } from '../notifications/service.ts';

/**
 * The answers that hold today: the farmer's still in date and the ones the crop's interventions give (decision
 * 108). Read at every assessment, so an answer turns stale without anyone saving anything.
 */
export const currentParcelAnswers = (inputs: Pick<ParcelRiskInputRow, 'riskAnswers' | 'interventions'>) =>
  currentRiskAnswers(inputs.riskAnswers, inputs.interventions, utcToday(now()));

/**
 * The model applied to a parcel's stored inputs, with `answers` (by default the stored ones, as recorded). The
 * questions its country asks (`questions`, decision 163) count once someone has started answering them, so the
 * level is the same for every viewer (decision 013).
 */
export const assessParcelRisk = (
  inputs: Pick<ParcelRiskInputRow, 'currentCrop' | 'stage' | 'riskAnswers' | 'nights'>,
  riskSettings: RiskSettings,
  { questions, thresholds }: CountryRiskRules,
  answers: StoredRiskAnswers = inputs.riskAnswers ?? {},
) =>
  assessRisk(
    {
      crop: inputs.currentCrop && inputs.stage ? { currentCrop: inputs.currentCrop, stage: inputs.stage } : null,
      nightlyCounts: inputs.nights.map((night) => night.slugs),
      answers: riskAnswerValues(answers),
      questions: inputs.riskAnswers !== null ? questions : [],
    },
    riskSettings,
    thresholds,
  );

/** What a country's pack says of a parcel's risk: the questions it asks and its thresholds. */
export type CountryRiskRules = { questions: readonly RiskQuestion[]; thresholds: RiskThresholds };

export const countryRiskRules = (pack: CountryPack): CountryRiskRules => ({
  questions: askedQuestions(pack),
  thresholds: pack.riskThresholds,
});

/**
 * Assesses the parcels again (all of them when none are named) and stores the levels that changed, so lists
 * filter and sort by risk through an index. A withheld risk is stored as unmeasured (decision 132), so nothing that
 * reads the level tells it. Answers the parcels whose level or withholding changed. A level a person's count
 * correction moved (`alert: false`) raises no alert: its nights are past (decision 179).
 */
export const refreshParcelRisks = async (
  db: Database,
  parcels: AssessedParcels = null,
  { alert }: { alert: boolean } = { alert: true },
) => {
  const [riskSettings, packs] = await Promise.all([getRiskSettings(db), getCountryPacks(db)]);
  const rows = await selectParcelRiskInputs(db, parcels, riskSettings.windowNights);
  const states = rows.map((row) => ({
    id: row.id,
    level: row.withheldSince
      ? ('unmeasured' as const)
      : assessParcelRisk(row, riskSettings, countryRiskRules(packs[row.country]), currentParcelAnswers(row)).level,
    withheldSince: row.withheldSince,
  }));
  const changed = await updateParcelRiskLevels(
    db,
    states.filter(
      (state, index) =>
        state.level !== rows[index]?.riskLevel || state.withheldSince !== rows[index]?.riskWithheldSince,
    ),
  );
  await rateOutlooksAgain(db, changed);
  if (!alert) return changed;
  await raiseRiskLevelsHigh(
    db,
    changed.filter((parcel) => parcel.riskLevel === 'high').map((parcel) => parcel.id),
  );
  return changed;
};

/**
 * The next nights' outlook starts from the parcel's level (decision 118): when the level moves, the outlook of its
 * latest forecast is rated again from the same days, so that the list never shows a high risk beside nights rated
 * from the level before.
 */
const rateOutlooksAgain = async (db: Database, changed: readonly { id: string; riskLevel: RiskLevel }[]) => {
  if (changed.length === 0) return;
  const levels = new Map(changed.map((parcel) => [parcel.id, parcel.riskLevel]));
  const forecasts = await selectLatestForecastDays(db, [...levels.keys()]);
  await updateOutlooks(
    db,
    forecasts.map(({ parcelId, fetchedOn, days }) => ({
      parcelId,
      fetchedOn,
      outlook: assessSlugOutlook(days, levels.get(parcelId) ?? 'unmeasured'),
    })),
  );
};

/**
 * How often a sensor's new captures refresh its parcel's stored risk. A device's batches come minutes apart, so each
 * is assessed as it arrives; a burst within the minute (a device catching up after an outage) costs one assessment,
 * and the next batch after it, or the hourly job, sees the rest. Ingestion keeps its throughput (decision 013).
 */
export const CAPTURE_REFRESH_INTERVAL_MS = 60_000;
/** Parcels remembered per database: more than the parcels whose sensors report within a minute. */
const MAX_RECENT_PARCELS = 100_000;
const recentlyRefreshed = new WeakMap<Database, LRUCache<string, true>>();

/** New captures of a parcel's sensor: its stored risk (and high-risk alert) follow them, once a minute at most. */
export const refreshRiskAfterCaptures = async (db: Database, parcelId: string): Promise<void> => {
  let recent = recentlyRefreshed.get(db);
  if (!recent) {
    recent = new LRUCache({ max: MAX_RECENT_PARCELS, ttl: CAPTURE_REFRESH_INTERVAL_MS, ttlResolution: 0 });
    recentlyRefreshed.set(db, recent);
  }
  if (recent.has(parcelId)) return;
  recent.set(parcelId, true);
  await refreshParcelRisks(db, [parcelId]);
};
