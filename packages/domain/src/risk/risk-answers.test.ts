import { describe, expect, it } from 'vitest';
import { currentRiskAnswers, datedAnswersToStore, riskAnswerValues } from './risk-answers.ts';

const today = '2026-11-24';

describe('currentRiskAnswers', () => {
  it('keeps the seedbed and season answers however old, and the "these days" ones for 7 days', () => {
    const stored = {
      groundPreparation: { value: true, answeredOn: '2026-09-01' },
      willRoll: { value: false, answeredOn: '2026-09-01' },
      favourableWeather: { value: true, answeredOn: '2026-11-17' },
      residualPellet: { value: false, answeredOn: '2026-11-16' },
    };
    expect(currentRiskAnswers(stored, [], today)).toEqual({
      groundPreparation: { value: true, answeredOn: '2026-09-01', source: 'answer' },
      willRoll: { value: false, answeredOn: '2026-09-01', source: 'answer' },
      favourableWeather: { value: true, answeredOn: '2026-11-17', source: 'answer' },
    });
  });

  it('answers residualPellet from a product applied within its efficacy window, not before nor after', () => {
    const product = (date: string, efficacyDays = 14) => ({ type: 'product' as const, date, efficacyDays });
    expect(currentRiskAnswers(null, [product('2026-11-10')], today)).toEqual({
      residualPellet: { value: true, answeredOn: '2026-11-10', source: 'product' },
    });
    expect(currentRiskAnswers(null, [product('2026-11-09')], today)).toEqual({});
    expect(currentRiskAnswers(null, [product('2026-11-20', 3)], today)).toEqual({});
    expect(currentRiskAnswers(null, [product('2026-11-25')], today)).toEqual({});
  });

  it('answers groundWork from soil work for the season', () => {
    expect(currentRiskAnswers(null, [{ type: 'soil_work', date: '2026-08-20' }], today)).toEqual({
      groundWork: { value: true, answeredOn: '2026-08-20', source: 'soil_work' },
    });
  });

  it('keeps the newest answer per question; on the same day the intervention wins', () => {
    const soilWork = { type: 'soil_work' as const, date: '2026-11-20' };
    const product = { type: 'product' as const, date: '2026-11-20', efficacyDays: 14 };
    const stored = (answeredOn: string) => ({
      groundWork: { value: false, answeredOn },
      residualPellet: { value: false, answeredOn },
    });
    expect(currentRiskAnswers(stored('2026-11-21'), [soilWork, product], today)).toEqual({
      groundWork: { value: false, answeredOn: '2026-11-21', source: 'answer' },
      residualPellet: { value: false, answeredOn: '2026-11-21', source: 'answer' },
    });
    expect(currentRiskAnswers(stored('2026-11-20'), [soilWork, product], today)).toEqual({
      groundWork: { value: true, answeredOn: '2026-11-20', source: 'soil_work' },
      residualPellet: { value: true, answeredOn: '2026-11-20', source: 'product' },
    });
  });

  it('lets a product still in its window answer once the farmer’s own answer is stale', () => {
    const stored = { residualPellet: { value: false, answeredOn: '2026-11-15' } };
    const product = { type: 'product' as const, date: '2026-11-12', efficacyDays: 14 };
    expect(currentRiskAnswers(stored, [product], today).residualPellet).toEqual({
      value: true,
      answeredOn: '2026-11-12',
      source: 'product',
    });
  });
});

describe('datedAnswersToStore', () => {
  it('dates new and changed answers today, keeps the day of a repeated one still in date, drops the others', () => {
    const stored = {
      groundPreparation: { value: true, answeredOn: '2026-09-01' },
      willRoll: { value: true, answeredOn: '2026-09-01' },
      favourableWeather: { value: true, answeredOn: '2026-11-10' },
      residualPellet: { value: false, answeredOn: '2026-11-20' },
    };
    expect(
      datedAnswersToStore(
        { groundPreparation: true, willRoll: false, favourableWeather: true, groundWork: false },
        stored,
        today,
      ),
    ).toEqual({
      groundPreparation: { value: true, answeredOn: '2026-09-01' },
      groundWork: { value: false, answeredOn: today },
      willRoll: { value: false, answeredOn: today },
      favourableWeather: { value: true, answeredOn: today },
    });
  });

  it('gives the values alone to the risk model', () => {
    expect(riskAnswerValues({ willRoll: { value: true, answeredOn: today } })).toEqual({ willRoll: true });
  });
});
