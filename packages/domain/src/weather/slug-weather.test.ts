import { describe, expect, it } from 'vitest';
import { isSlugFavourableDay, type SlugWeatherDay } from './slug-weather.ts';

const day = (change: Partial<SlugWeatherDay>): SlugWeatherDay => ({
  temperatureMin: 10,
  rainfall: 0,
  humidity: 60,
  ...change,
});

describe('isSlugFavourableDay', () => {
  it('needs a wet day: 2 mm of rain or 85 % mean humidity, either one', () => {
    expect(isSlugFavourableDay(day({}))).toBe(false);
    expect(isSlugFavourableDay(day({ rainfall: 1.9 }))).toBe(false);
    expect(isSlugFavourableDay(day({ rainfall: 2 }))).toBe(true);
    expect(isSlugFavourableDay(day({ humidity: 84 }))).toBe(false);
    expect(isSlugFavourableDay(day({ humidity: 85 }))).toBe(true);
  });

  it('needs a mild night: a minimum temperature from 5 to 20 °C inclusive', () => {
    const wet = { rainfall: 6, humidity: 95 };
    expect(isSlugFavourableDay(day({ ...wet, temperatureMin: 4.9 }))).toBe(false);
    expect(isSlugFavourableDay(day({ ...wet, temperatureMin: 5 }))).toBe(true);
    expect(isSlugFavourableDay(day({ ...wet, temperatureMin: 20 }))).toBe(true);
    expect(isSlugFavourableDay(day({ ...wet, temperatureMin: 20.1 }))).toBe(false);
  });

  it('does not count a missing value as favourable', () => {
    expect(isSlugFavourableDay(day({ temperatureMin: null, rainfall: 6 }))).toBe(false);
    expect(isSlugFavourableDay(day({ rainfall: null, humidity: null }))).toBe(false);
    expect(isSlugFavourableDay(day({ rainfall: null, humidity: 90 }))).toBe(true);
    expect(isSlugFavourableDay(day({ rainfall: 3, humidity: null }))).toBe(true);
  });
});
