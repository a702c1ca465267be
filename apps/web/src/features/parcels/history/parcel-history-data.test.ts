import type { ParcelHistorySeason, ParcelHistoryWeek } from '@console/domain/parcel/parcel-history.schema';
import { describe, expect, it } from 'vitest';
import {
  countWeeksByLevel,
  earlierThresholdsOf,
  hasWeather,
  toRiskScore,
  toSeasonSeries,
  toWeekRows,
} from './parcel-history-data';

const week = (number: number, change: Partial<ParcelHistoryWeek> = {}): ParcelHistoryWeek => ({
  week: number,
  nights: 7,
  slugsPerNight: 4,
  rainfallTotal: 12.5,
  temperatureAvg: 9.4,
  humidityAvg: 84,
  riskLevel: 'medium',
  earlierThresholds: null,
  ...change,
});
const season = (year: number, weeks: ParcelHistoryWeek[], startWeek = 1): ParcelHistorySeason => ({
  year,
  crop: null,
  startWeek,
  weeks,
});

describe('parcel history data', () => {
  it('lays every week of the season out with a column per season, empty where a season has no captures', () => {
    const rows = toWeekRows(
      [season(2025, [week(1, { slugsPerNight: 2 }), week(52)]), season(2026, [week(2, { slugsPerNight: 6.5 })])],
      (row) => row.slugsPerNight,
      (number) => `W${number}`,
    );
    expect(rows).toHaveLength(52);
    expect(rows.slice(0, 3)).toEqual([
      { week: 'W1', 2025: 2, 2026: null },
      { week: 'W2', 2025: null, 2026: 6.5 },
      { week: 'W3', 2025: null, 2026: null },
    ]);
    expect(rows[51]).toEqual({ week: 'W52', 2025: 4, 2026: null });
  });

  it('lines seasons up by the weeks from their own start, the axis as long as the longest season', () => {
    // Sown in week 36 and week 40: each season's first week is the axis's first, and the axis ends with the
    // season that started first; the season without captures does not stretch it.
    const rows = toWeekRows(
      [
        season(2024, [], 1),
        season(2025, [week(36, { slugsPerNight: 1 }), week(38, { slugsPerNight: 3 })], 36),
        season(2026, [week(40, { slugsPerNight: 5 }), week(52, { slugsPerNight: 8 })], 40),
      ],
      (row) => row.slugsPerNight,
      (number) => `W${number}`,
    );
    expect(rows).toHaveLength(17);
    expect(rows.slice(0, 3)).toEqual([
      { week: 'W1', 2024: null, 2025: 1, 2026: 5 },
      { week: 'W2', 2024: null, 2025: null, 2026: null },
      { week: 'W3', 2024: null, 2025: 3, 2026: null },
    ]);
    expect(rows[12]).toEqual({ week: 'W13', 2024: null, 2025: null, 2026: 8 });
    expect(rows[16]).toEqual({ week: 'W17', 2024: null, 2025: null, 2026: null });
  });

  it('runs the axis on across New Year for a winter crop whose season goes into the next year', () => {
    // Sown in week 35; its January captures are weeks 54 and 55 of the season (the second and third of the next year).
    const rows = toWeekRows(
      [season(2025, [week(36, { slugsPerNight: 1 }), week(55, { slugsPerNight: 7 })], 35), season(2026, [], 1)],
      (row) => row.slugsPerNight,
      (number) => `W${number}`,
    );
    expect(rows).toHaveLength(21);
    expect(rows[1]).toEqual({ week: 'W2', 2025: 1, 2026: null });
    expect(rows[20]).toEqual({ week: 'W21', 2025: 7, 2026: null });
  });

  it('draws this season solid and older ones dashed', () => {
    expect(toSeasonSeries([season(2024, []), season(2025, []), season(2026, [])])).toEqual([
      { name: '2024', color: 'grape.6', strokeDasharray: '6 4' },
      { name: '2025', color: 'blue.6', strokeDasharray: '6 4' },
      { name: '2026', color: 'lime.7' },
    ]);
  });

  it('charts known levels only and counts the weeks at each level, worst first', () => {
    expect(
      ['low', 'medium', 'high', 'unmeasured', 'missing_answer'].map((level) => toRiskScore(level as never)),
    ).toEqual([0, 1, 2, null, null]);
    const seasons = [
      season(2025, [week(1, { riskLevel: 'high' }), week(2, { riskLevel: 'low' }), week(3, { riskLevel: 'low' })]),
      season(2026, [week(1, { riskLevel: 'unmeasured' })]),
    ];
    expect(countWeeksByLevel(seasons)).toEqual([
      { level: 'high', weeks: [1, 0] },
      { level: 'low', weeks: [2, 0] },
      { level: 'unmeasured', weeks: [0, 1] },
    ]);
  });

  it('tells a sensor without a weather station by its weeks without weather values', () => {
    const withoutWeather = week(1, { rainfallTotal: null, temperatureAvg: null, humidityAvg: null });
    expect(hasWeather([season(2026, [withoutWeather])])).toBe(false);
    expect(hasWeather([season(2026, [withoutWeather, week(2, { humidityAvg: null })])])).toBe(true);
  });
});

describe('earlierThresholdsOf', () => {
  it("counts the weeks each earlier set of thresholds rated, oldest first, and leaves today's out", () => {
    const initial = { since: null, until: '2025-06-01' };
    const summer = { since: '2025-06-01', until: '2025-09-15' };
    const seasons = [
      season(2025, [week(20, { earlierThresholds: initial }), week(30, { earlierThresholds: summer })]),
      season(2026, [week(2, { earlierThresholds: initial }), week(40)]),
    ];
    expect(earlierThresholdsOf(seasons)).toEqual([
      { ...initial, weeks: 2 },
      { ...summer, weeks: 1 },
    ]);
    expect(earlierThresholdsOf([season(2026, [week(40)])])).toEqual([]);
  });
});
