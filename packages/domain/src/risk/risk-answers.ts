import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { type LocalDate, localDateSchema } from '../date/date.schema.ts';
import { RISK_QUESTIONS, type RiskAnswers, type RiskQuestion, riskQuestionSchema } from './risk.schema.ts';

/** A farmer's answer as stored on the crop: the value and the day it was given. */
export const storedRiskAnswerSchema = z.object({ value: z.boolean(), answeredOn: localDateSchema });
export type StoredRiskAnswer = z.infer<typeof storedRiskAnswerSchema>;
export type StoredRiskAnswers = Partial<Record<RiskQuestion, StoredRiskAnswer>>;

/** Where an answer comes from: the farmer, or an intervention recorded on the crop. */
export const RISK_ANSWER_SOURCES = ['answer', 'product', 'soil_work'] as const;

/** An answer as screens show it: its value, its day and where it comes from. */
export const datedRiskAnswerSchema = storedRiskAnswerSchema.extend({ source: z.enum(RISK_ANSWER_SOURCES) });
export type DatedRiskAnswer = z.infer<typeof datedRiskAnswerSchema>;
export const datedRiskAnswersSchema = z.partialRecord(riskQuestionSchema, datedRiskAnswerSchema);
export type DatedRiskAnswers = z.infer<typeof datedRiskAnswersSchema>;

/**
 * How many days a farmer's answer holds, for the questions about these days (the weather, pellets lying on the
 * field); the others describe the seedbed and the season and hold until changed.
 */
export const RISK_ANSWER_VALID_DAYS: Partial<Record<RiskQuestion, number>> = {
  favourableWeather: 7,
  residualPellet: 7,
};

/** A recorded intervention that answers a question: a product for its efficacy window, soil work for the season. */
export type AnsweringIntervention =
  { type: 'product'; date: LocalDate; efficacyDays: number } | { type: 'soil_work'; date: LocalDate };

/** An answer given on `answeredOn` still holds on `today` while it is at most `validDays` old (and not ahead). */
const holds = (answeredOn: LocalDate, today: LocalDate, validDays: number | undefined) => {
  const age = differenceInCalendarDays(parseISO(today), parseISO(answeredOn));
  return age >= 0 && (validDays === undefined || age <= validDays);
};

const fromIntervention = (intervention: AnsweringIntervention, today: LocalDate) => {
  if (intervention.type === 'soil_work') {
    return holds(intervention.date, today, undefined)
      ? {
          question: 'groundWork' as const,
          answer: { value: true, answeredOn: intervention.date, source: 'soil_work' as const },
        }
      : null;
  }
  return holds(intervention.date, today, intervention.efficacyDays)
    ? {
        question: 'residualPellet' as const,
        answer: { value: true, answeredOn: intervention.date, source: 'product' as const },
      }
    : null;
};

/**
 * The answers that hold on `today` (decision 108): the farmer's answers still in date, and the ones recorded
 * interventions give (a product applied within its efficacy window answers residualPellet, soil work answers
 * groundWork). Per question the newest answer wins; on the same day the intervention wins, as it records what was
 * done. A question with no answer that holds is left out, so the risk says an answer is missing.
 */
export const currentRiskAnswers = (
  stored: StoredRiskAnswers | null,
  interventions: readonly AnsweringIntervention[],
  today: LocalDate,
): DatedRiskAnswers => {
  const current: DatedRiskAnswers = {};
  for (const question of RISK_QUESTIONS) {
    const answer = stored?.[question];
    if (answer && holds(answer.answeredOn, today, RISK_ANSWER_VALID_DAYS[question])) {
      current[question] = { ...answer, source: 'answer' };
    }
  }
  for (const intervention of interventions) {
    const derived = fromIntervention(intervention, today);
    const existing = derived && current[derived.question];
    if (derived && (!existing || existing.answeredOn <= derived.answer.answeredOn)) {
      current[derived.question] = derived.answer;
    }
  }
  return current;
};

/** The values alone, as the risk model reads them. */
export const riskAnswerValues = (answers: StoredRiskAnswers): Partial<RiskAnswers> =>
  Object.fromEntries(
    Object.entries(answers).map(([question, answer]) => [question, answer.value]),
  ) as Partial<RiskAnswers>;

/**
 * The answers to store after a save: each answer given is dated today, unless it repeats a stored answer that
 * still holds, which keeps its day; the questions left out are cleared.
 */
export const datedAnswersToStore = (
  input: Partial<RiskAnswers>,
  stored: StoredRiskAnswers | null,
  today: LocalDate,
): StoredRiskAnswers =>
  Object.fromEntries(
    RISK_QUESTIONS.flatMap((question) => {
      const value = input[question];
      if (value === undefined) return [];
      const previous = stored?.[question];
      const keeps = previous?.value === value && holds(previous.answeredOn, today, RISK_ANSWER_VALID_DAYS[question]);
      return [[question, keeps ? previous : { value, answeredOn: today }]];
    }),
  );

/** The day answers are assessed on: UTC's, as the nights of the risk model are (decision 013). */
export const utcToday = (now = new Date()): LocalDate => now.toISOString().slice(0, 10);
