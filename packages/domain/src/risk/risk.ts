import { type RiskLabel, riskLevelSchema } from './risk.schema.ts';

/** The label to show for a risk as the API sends it: any missing or unknown value reads `nc`. */
export const getRiskLabel = (level: unknown): RiskLabel => {
  const result = riskLevelSchema.safeParse(level);
  return result.success ? result.data : 'nc';
};

/** Translation key of a risk label, e.g. `risk.levels.high` or `risk.levels.nc`. */
export const getRiskLabelKey = (level: unknown): `risk.levels.${RiskLabel}` => `risk.levels.${getRiskLabel(level)}`;
