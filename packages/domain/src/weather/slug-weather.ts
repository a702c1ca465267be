/**
 * When a day's weather favours slugs (decision 048). Slugs feed at night on wet ground and stay hidden when it is
 * cold or hot: a day is favourable when its night is mild and the day is wet, by rain or by damp air.
 */
export const SLUG_WEATHER_THRESHOLDS = {
  /** Rain over the day that wets the soil surface, in mm. */
  minRainfall: 2,
  /** Mean relative humidity at which the surface stays damp without rain, in %. */
  minHumidity: 85,
  /** Inclusive bounds of the day's minimum temperature, in °C: colder slugs stop feeding, warmer nights dry out. */
  minTemperatureMin: 5,
  maxTemperatureMin: 20,
} as const;

/** A day's weather; null where the provider has no value. */
export type SlugWeatherDay = { temperatureMin: number | null; rainfall: number | null; humidity: number | null };

/** Mild and wet; a missing value never counts as favourable, so gaps in a forecast raise no flag. */
export const isSlugFavourableDay = ({ temperatureMin, rainfall, humidity }: SlugWeatherDay): boolean => {
  const { minRainfall, minHumidity, minTemperatureMin, maxTemperatureMin } = SLUG_WEATHER_THRESHOLDS;
  const isMild = temperatureMin !== null && temperatureMin >= minTemperatureMin && temperatureMin <= maxTemperatureMin;
  const isWet = (rainfall !== null && rainfall >= minRainfall) || (humidity !== null && humidity >= minHumidity);
  return isMild && isWet;
};
