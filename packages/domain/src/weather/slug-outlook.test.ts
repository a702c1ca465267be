import { describe, expect, it } from 'vitest';
import { assessSlugOutlook, type OutlookDay } from './slug-outlook.ts';

const favourable = { temperatureMin: 10, rainfall: 6, humidity: 90 };
const dry = { temperatureMin: 10, rainfall: 0, humidity: 60 };
const unknown = { temperatureMin: null, rainfall: 6, humidity: 90 };

const days = (...weather: Omit<OutlookDay, 'date'>[]): OutlookDay[] =>
  weather.map((day, index) => ({ ...day, date: `2026-11-${String(24 + index).padStart(2, '0')}` }));

describe('assessSlugOutlook', () => {
  it('rates the next three nights only, dated by the forecast', () => {
    const nights = assessSlugOutlook(days(favourable, dry, favourable, favourable, dry), 'medium');
    expect(nights).toEqual([
      { night: '2026-11-24', level: 'high' },
      { night: '2026-11-25', level: 'low' },
      { night: '2026-11-26', level: 'high' },
    ]);
  });

  it('raises the counts’ level a step on a favourable night and lowers it on a dry or cold one, within low to high', () => {
    expect(assessSlugOutlook(days(favourable, dry), 'high').map((night) => night.level)).toEqual(['high', 'medium']);
    expect(assessSlugOutlook(days(favourable, dry), 'low').map((night) => night.level)).toEqual(['medium', 'low']);
    const cold = { ...favourable, temperatureMin: 2 };
    expect(assessSlugOutlook(days(cold), 'medium').map((night) => night.level)).toEqual(['low']);
  });

  it('keeps the counts’ level on a night the forecast lacks a value for', () => {
    expect(assessSlugOutlook(days(unknown), 'medium').map((night) => night.level)).toEqual(['medium']);
  });

  it('reads no level from counts not measured yet: the weather alone speaks', () => {
    expect(assessSlugOutlook(days(favourable, dry), 'unmeasured').map((night) => night.level)).toEqual([
      'medium',
      'low',
    ]);
    expect(assessSlugOutlook(days(favourable), 'missing_answer').map((night) => night.level)).toEqual(['medium']);
  });
});
