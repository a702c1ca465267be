import { z } from 'zod';
import { CROP_STAGES, type CropStage, type CropType, cropStageSchema, cropTypeSchema } from '../crop/crop.schema.ts';
import { countThresholds, type RiskThresholds } from '../country/risk-thresholds.ts';
import type { RiskAnswers, RiskLevel, RiskQuestion } from './risk.schema.ts';

/**
 * The tunable part of the model. It is settings data (kept in the database, edited by agronomists), so the
 * model takes it as an argument; `DEFAULT_RISK_SETTINGS` is only what a new installation starts with.
 */
export const riskSettingsSchema = z.object({
  /** How many recent nights of counts the level is computed from. */
  windowNights: z.number().int().min(1).max(30),
  /** The last stage, per crop, at which slugs still threaten the crop: the sensitive window ends after it. */
  lastSensitiveStage: z.record(cropTypeSchema, cropStageSchema),
});
export type RiskSettings = z.infer<typeof riskSettingsSchema>;

export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  windowNights: 7,
  // Oilseed rape is safe from about 4 leaves, cereals from tillering; maize and sunflower from about 6 leaves.
  lastSensitiveStage: {
    colza: 'f4',
    colza_semence: 'f4',
    cereales_hivers: 'f6',
    cereales_printemps: 'f6',
    mais: 'f6',
    mais_semence: 'f6',
    tournesol: 'f6',
    tournesol_semence: 'f6',
    autre: 'f4',
  },
};

export const RISK_REASONS = [
  'no-crop',
  'outside-sensitive-window',
  'no-captures',
  'counts-low',
  'counts-medium',
  'counts-high',
  'missing-answers',
  'favourable-weather',
  'residual-pellet',
  'soil-prepared',
] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

export type RiskInput = {
  crop: { currentCrop: CropType; stage: CropStage } | null;
  /** Slugs counted per night over the recent nights that had captures, oldest first. */
  nightlyCounts: readonly number[];
  answers: Partial<RiskAnswers> | null;
  /**
   * The questions the level weighs: those the parcel's country asks (decision 163), once someone has started
   * answering them; none outside the decision tree.
   */
  questions: readonly RiskQuestion[];
};

export type RiskAssessment = { level: RiskLevel; reasons: RiskReason[]; meanPerNight: number | null };

const LEVELS_BY_SCORE = ['low', 'medium', 'high'] as const;

export const isInSensitiveWindow = (crop: { currentCrop: CropType; stage: CropStage }, settings: RiskSettings) =>
  CROP_STAGES.indexOf(crop.stage) <= CROP_STAGES.indexOf(settings.lastSensitiveStage[crop.currentCrop]);

/**
 * Slug risk of a parcel's crop. Counts set the level (low, medium, high by mean slugs per night against the
 * country's thresholds for the crop, per m² of trap); within the decision tree, weather favourable to slugs raises it
 * one step, and residual pellets or soil made hostile to slugs (fine seedbed, recent soil work, planned rolling)
 * lower it one step each, never below low.
 */
export const assessRisk = (input: RiskInput, settings: RiskSettings, thresholds: RiskThresholds): RiskAssessment => {
  if (!input.crop) return { level: 'unmeasured', reasons: ['no-crop'], meanPerNight: null };
  if (!isInSensitiveWindow(input.crop, settings)) {
    return { level: 'low', reasons: ['outside-sensitive-window'], meanPerNight: null };
  }
  const recent = input.nightlyCounts.slice(-settings.windowNights);
  if (recent.length === 0) return { level: 'unmeasured', reasons: ['no-captures'], meanPerNight: null };

  const meanPerNight = recent.reduce((sum, count) => sum + count, 0) / recent.length;
  const { mediumFrom, highFrom } = countThresholds(thresholds, input.crop.currentCrop);
  let score = meanPerNight >= highFrom ? 2 : meanPerNight >= mediumFrom ? 1 : 0;
  const reasons: RiskReason[] = [(['counts-low', 'counts-medium', 'counts-high'] as const)[score] ?? 'counts-low'];
  if (input.questions.length === 0) return { level: LEVELS_BY_SCORE[score] ?? 'low', reasons, meanPerNight };

  const answers = input.answers ?? {};
  if (input.questions.some((question) => answers[question] === undefined)) {
    return { level: 'missing_answer', reasons: [...reasons, 'missing-answers'], meanPerNight };
  }
  // A question the country does not ask says nothing, whatever an earlier answer to it was.
  const yes = (question: RiskQuestion) => input.questions.includes(question) && answers[question] === true;
  if (yes('favourableWeather')) {
    score += 1;
    reasons.push('favourable-weather');
  }
  if (yes('residualPellet')) {
    score -= 1;
    reasons.push('residual-pellet');
  }
  if (yes('groundPreparation') || yes('groundWork') || yes('willRoll')) {
    score -= 1;
    reasons.push('soil-prepared');
  }
  return { level: LEVELS_BY_SCORE[Math.min(2, Math.max(0, score))] ?? 'low', reasons, meanPerNight };
};
