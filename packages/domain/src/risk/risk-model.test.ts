import { describe, expect, it } from 'vitest';
import { RISK_QUESTIONS, type RiskAnswers } from './risk.schema.ts';
import { DEFAULT_RISK_THRESHOLDS } from '../country/risk-thresholds.ts';
import { assessRisk, DEFAULT_RISK_SETTINGS, type RiskInput } from './risk-model.ts';

const settings = DEFAULT_RISK_SETTINGS;
// France's grid on the console's trap: medium from 3 slugs a night, high from 7.5.
const france = DEFAULT_RISK_THRESHOLDS.FR;
const neutral: RiskAnswers = {
  groundPreparation: false,
  groundWork: false,
  willRoll: false,
  favourableWeather: false,
  residualPellet: false,
};
const input = (change: Partial<RiskInput> = {}): RiskInput => ({
  crop: { currentCrop: 'colza', stage: 'leve' },
  nightlyCounts: [4, 4, 4],
  answers: neutral,
  questions: [],
  ...change,
});
const level = (change: Partial<RiskInput>) => assessRisk(input(change), settings, france).level;

describe('assessRisk', () => {
  it('cannot measure a parcel without a crop or without captures', () => {
    expect(assessRisk(input({ crop: null }), settings, france)).toMatchObject({ level: 'unmeasured', reasons: ['no-crop'] });
    expect(assessRisk(input({ nightlyCounts: [] }), settings, france)).toMatchObject({
      level: 'unmeasured',
      reasons: ['no-captures'],
    });
  });

  it.each([
    ['colza', 'f4', 'medium'],
    ['colza', 'f5', 'low'],
    ['cereales_hivers', 'f6', 'medium'],
    ['cereales_hivers', 'debut_tallage', 'low'],
    ['colza', 'non_seme', 'medium'],
  ] as const)('%s at %s is in the sensitive window or not (%s)', (currentCrop, stage, expected) => {
    expect(level({ crop: { currentCrop, stage } })).toBe(expected);
  });

  it.each([
    [[2.9], 'low'],
    [[3], 'medium'],
    [[7.4], 'medium'],
    [[7.5], 'high'],
    [[0, 0, 0, 0, 0, 0, 0, 24], 'medium'],
  ] as const)('counts %o per night give %s', (nightlyCounts, expected) => {
    expect(level({ nightlyCounts })).toBe(expected);
  });

  it('rates the same capture alike whatever trap it was made on, by slugs per m² of trap', () => {
    const rape = { crop: { currentCrop: 'colza', stage: 'leve' } } as const;
    // The United Kingdom's line for oilseed rape (1 slug under a 0.05 m² refuge) is 20 per m².
    const uk = DEFAULT_RISK_THRESHOLDS.UK;
    expect(assessRisk(input({ ...rape, nightlyCounts: [3] }), settings, uk).level).toBe('high');
    expect(assessRisk(input({ ...rape, nightlyCounts: [2.9] }), settings, uk).level).toBe('medium');
    // On a trap twice as large, the same slugs per m² take twice the count.
    const larger = { ...uk, trapSurfaceM2: 0.3 };
    expect(assessRisk(input({ ...rape, nightlyCounts: [3] }), settings, larger).level).toBe('medium');
    expect(assessRisk(input({ ...rape, nightlyCounts: [6] }), settings, larger).level).toBe('high');
    // Cereals tolerate four times as many there.
    const wheat = { crop: { currentCrop: 'cereales_hivers', stage: 'leve' } } as const;
    expect(assessRisk(input({ ...wheat, nightlyCounts: [3] }), settings, uk).level).toBe('low');
  });

  it('reads only the last windowNights nights', () => {
    expect(level({ nightlyCounts: [50, 50, 0, 0, 0, 0, 0, 0, 0] })).toBe('low');
  });

  it('asks for every answer when the decision tree is used', () => {
    const partial = { ...neutral, willRoll: undefined } as unknown as RiskAnswers;
    expect(level({ questions: RISK_QUESTIONS, answers: partial })).toBe('missing_answer');
    expect(level({ questions: RISK_QUESTIONS, answers: null })).toBe('missing_answer');
    expect(level({ questions: [], answers: null })).toBe('medium');
  });

  it('moves the level one step per answer and stays between low and high', () => {
    const tree = (answers: Partial<RiskAnswers>, nightlyCounts = [4]) =>
      level({ questions: RISK_QUESTIONS, answers: { ...neutral, ...answers }, nightlyCounts });
    expect(tree({})).toBe('medium');
    expect(tree({ favourableWeather: true })).toBe('high');
    expect(tree({ favourableWeather: true }, [9])).toBe('high');
    expect(tree({ residualPellet: true })).toBe('low');
    expect(tree({ groundWork: true, willRoll: true })).toBe('low');
    expect(tree({ residualPellet: true, groundPreparation: true }, [9])).toBe('low');
    expect(tree({ residualPellet: true }, [1])).toBe('low');
  });

  it('explains its level', () => {
    const assessment = assessRisk(
      input({ questions: RISK_QUESTIONS, answers: { ...neutral, favourableWeather: true }, nightlyCounts: [2, 4] }),
      settings,
      france,
    );
    expect(assessment).toEqual({ level: 'high', reasons: ['counts-medium', 'favourable-weather'], meanPerNight: 3 });
  });

  it('weighs only the questions the country asks', () => {
    const asked = (questions: RiskInput['questions'], answers: Partial<RiskAnswers>) =>
      level({ questions, answers, nightlyCounts: [4] });
    // Rolling is not asked: its answer, even missing, neither lowers the level nor leaves an answer missing.
    const noRolling = RISK_QUESTIONS.filter((question) => question !== 'willRoll');
    expect(asked(noRolling, { ...neutral, willRoll: true })).toBe('medium');
    const { willRoll: _unasked, ...answered } = neutral;
    expect(asked(noRolling, answered)).toBe('medium');
    expect(asked(RISK_QUESTIONS, answered)).toBe('missing_answer');
    expect(asked(noRolling, { ...answered, favourableWeather: true })).toBe('high');
  });
});
