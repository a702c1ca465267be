import { DEFAULT_RISK_SETTINGS, type RiskSettings, riskSettingsSchema } from '@console/domain/risk/risk-model';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

const RISK_SETTINGS_KEY = 'risk';

/** The agronomists' thresholds; an installation that never saved any starts from the defaults. */
export const getRiskSettings = async (db: Database): Promise<RiskSettings> => {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, RISK_SETTINGS_KEY));
  return row ? riskSettingsSchema.parse(row.value) : DEFAULT_RISK_SETTINGS;
};
