import { describe, expect, it } from 'vitest';
import { RISK_LEVELS, riskAnswersSchema, riskLabelSchema, riskLevelSchema } from './risk.schema.ts';
import { getRiskLabel, getRiskLabelKey } from './risk.ts';

describe('getRiskLabel', () => {
  it.each(RISK_LEVELS)('shows %s as itself', (level) => {
    expect(getRiskLabel(level)).toBe(level);
  });

  it.each([null, undefined, '', 'very-high', 3])('shows %j as nc', (level) => {
    expect(getRiskLabel(level)).toBe('nc');
  });

  it('builds translation keys', () => {
    expect(getRiskLabelKey('missing_answer')).toBe('risk.levels.missing_answer');
    expect(getRiskLabelKey(null)).toBe('risk.levels.nc');
  });

  it('accepts nc as a filter label but not as a level', () => {
    expect(riskLabelSchema.safeParse('nc').success).toBe(true);
    expect(riskLevelSchema.safeParse('nc').success).toBe(false);
  });
});

describe('riskAnswersSchema', () => {
  const answers = {
    groundPreparation: true,
    groundWork: false,
    willRoll: true,
    favourableWeather: false,
    residualPellet: false,
  };

  it('takes a boolean for each of the five questions', () => {
    expect(riskAnswersSchema.safeParse(answers).success).toBe(true);
  });

  it('rejects a missing answer, a non-boolean answer and an unknown question', () => {
    const { residualPellet: _omitted, ...missing } = answers;
    expect(riskAnswersSchema.safeParse(missing).success).toBe(false);
    expect(riskAnswersSchema.safeParse({ ...answers, willRoll: 'yes' }).success).toBe(false);
    expect(riskAnswersSchema.safeParse({ ...answers, irrigation: true }).success).toBe(false);
  });
});
