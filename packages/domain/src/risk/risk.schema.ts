import { z } from 'zod';

/** Computed slug-risk levels; `missing_answer` means the risk questions are not all answered yet. */
export const RISK_LEVELS = ['unmeasured', 'low', 'medium', 'high', 'missing_answer'] as const;
export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** What screens and filters show: a level, or `nc` (non communiqué) when no level is known. */
export const RISK_LABELS = [...RISK_LEVELS, 'nc'] as const;
export const riskLabelSchema = z.enum(RISK_LABELS);
export type RiskLabel = z.infer<typeof riskLabelSchema>;

/** Questions asked of the farmer about a crop; each is a yes/no answer that feeds the risk model. */
export const RISK_QUESTIONS = [
  'groundPreparation',
  'groundWork',
  'willRoll',
  'favourableWeather',
  'residualPellet',
] as const;
export const riskQuestionSchema = z.enum(RISK_QUESTIONS);
export type RiskQuestion = z.infer<typeof riskQuestionSchema>;

/** One boolean per question, every question required. */
export const riskAnswersSchema = z.record(riskQuestionSchema, z.boolean());
export type RiskAnswers = z.infer<typeof riskAnswersSchema>;

/** Saving answers: any of the questions, the others left unanswered (the risk then says an answer is missing). */
export const riskAnswersInputSchema = z.partialRecord(riskQuestionSchema, z.boolean());
export type RiskAnswersInput = z.infer<typeof riskAnswersInputSchema>;
