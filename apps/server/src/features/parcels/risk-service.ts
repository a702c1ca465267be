import {
  assessRisk,
  DEFAULT_RISK_SETTINGS,
  type RiskSettings,
  riskSettingsSchema,
} from '@console/domain/risk/risk-model';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { selectParcelRiskInputs, updateParcelRiskLevels } from './risk-queries.ts';

const RISK_SETTINGS_KEY = 'risk';

/** The agronomists' thresholds; an installation that never saved any starts from the defaults. */
export const getRiskSettings = async (db: Database): Promise<RiskSettings> => {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, RISK_SETTINGS_KEY));
  return row ? riskSettingsSchema.parse(row.value) : DEFAULT_RISK_SETTINGS;
};

/**
 * Assesses the parcels again (all of them when no ids are given) and stores the levels that changed, so lists
 * filter and sort by risk through an index. The stored level is the same for every viewer: the five questions
 * count once someone has started answering them (see decision 013). Answers the parcels whose level changed.
 */
export const refreshParcelRisks = async (db: Database, parcelIds: readonly string[] | null = null) => {
  const riskSettings = await getRiskSettings(db);
  const rows = await selectParcelRiskInputs(db, parcelIds, riskSettings.windowNights);
  const levels = rows.map((row) => ({
    id: row.id,
    level: assessRisk(
      {
        crop: row.currentCrop && row.stage ? { currentCrop: row.currentCrop, stage: row.stage } : null,
        nightlyCounts: row.nightlyCounts,
        answers: row.riskAnswers,
        usesDecisionTree: row.riskAnswers !== null,
      },
      riskSettings,
    ).level,
  }));
  return updateParcelRiskLevels(
    db,
    levels.filter((level, index) => level.level !== rows[index]?.riskLevel),
  );
};
