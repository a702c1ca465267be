import type { DailyReading } from '@console/domain/sensor/sensor-readings.schema';
import { describe, expect, it } from 'vitest';
import { hasCaptures, hasWeather, toCapturePoints, toDailyPoints } from './sensor-chart-data';

const daily = (day: string, change: Partial<DailyReading> = {}): DailyReading => ({
  day,
  captures: 24,
  slugTotal: 12,
  slugMax: 3,
  temperatureMin: 4.5,
  temperatureMax: 11.2,
  humidityAvg: 86,
  rainfallTotal: 1.4,
  batteryMin: 12.1,
  ...change,
});

describe('sensor chart data', () => {
  it('keeps every day of the range, empty where the sensor sent nothing', () => {
    const range = { from: new Date(2026, 10, 20), to: new Date(2026, 10, 22) };
    const points = toDailyPoints([daily('2026-11-20'), daily('2026-11-22', { slugTotal: 0 })], range);
    expect(points.map((point) => [point.day, point.captures, point.slugTotal])).toEqual([
      ['11-20', 24, 12],
      ['11-21', 0, null],
      ['11-22', 24, 0],
    ]);
    expect(points[1]?.batteryMin).toBeNull();
  });

  it('sorts captures and labels them in the user time zone', () => {
    const points = toCapturePoints(
      [
        {
          measuredAt: '2026-11-21T23:00:00Z',
          slugCount: 4,
          temperature: null,
          humidity: null,
          rainfall: null,
          batteryVoltage: 12,
        },
        {
          measuredAt: '2026-11-21T22:00:00Z',
          slugCount: 1,
          temperature: null,
          humidity: null,
          rainfall: null,
          batteryVoltage: 12,
        },
      ],
      'Europe/Paris',
    );
    expect(points).toEqual([
      { time: '11-21 23:00', slugCount: 1 },
      { time: '11-22 00:00', slugCount: 4 },
    ]);
  });

  it('tells an empty range and a sensor without weather', () => {
    expect(hasCaptures([], [])).toBe(false);
    expect(hasCaptures([], [daily('2026-11-20', { captures: 0 })])).toBe(false);
    expect(hasCaptures([], [daily('2026-11-20')])).toBe(true);
    const range = { from: new Date(2026, 10, 20), to: new Date(2026, 10, 20) };
    const dry = daily('2026-11-20', {
      temperatureMin: null,
      temperatureMax: null,
      humidityAvg: null,
      rainfallTotal: null,
    });
    expect(hasWeather(toDailyPoints([dry], range))).toBe(false);
    expect(hasWeather(toDailyPoints([daily('2026-11-20')], range))).toBe(true);
  });
});
