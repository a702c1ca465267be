import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import type { RiskLevel } from '@console/domain/risk/risk.schema';
import { assessSlugOutlook } from '@console/domain/weather/slug-outlook';
import type { WeatherForecast } from '@console/domain/weather/weather-forecast.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { getParcel } from '../parcels/service.ts';
import type { ForecastClient, ForecastPosition } from './forecast-client.ts';
import {
  deleteForecastsBefore,
  selectLatestForecast,
  selectParcelsWithStaleForecasts,
  upsertForecast,
} from './queries.ts';

export { createForecastClient, type ForecastClient } from './forecast-client.ts';

/** A forecast older than this is fetched again by the job (decision 118): twice a day follows the provider's runs. */
const FORECAST_REFRESH_AGE = '12 hours';
/** Parcels the job fetches per run, one after the other, so a run stays short and the provider's quota safe. */
export const FORECASTS_PER_RUN = 50;
/** Days of forecasts kept for history to compare the outlook with the counts that followed. */
const FORECAST_KEPT_DAYS = 30;

type ForecastParcel = { id: string; riskLevel: RiskLevel };

/** Fetches the forecast and keeps it with the outlook it gives the parcel. */
const fetchAndKeepForecast = async (
  db: Database,
  forecasts: ForecastClient,
  parcel: ForecastParcel,
  position: ForecastPosition,
): Promise<WeatherForecast> => {
  const forecast = await forecasts.getForecast(position);
  await upsertForecast(db, parcel.id, position.zoneId, forecast, assessSlugOutlook(forecast.days, parcel.riskLevel));
  return forecast;
};

const isProviderFailure = (error: unknown) => error instanceof AppError && error.code === 'bad-gateway';

/**
 * The forecast at a parcel the caller may read (else 404), in the caller's time zone. When the provider fails, the
 * last forecast kept for the parcel, marked as kept so the page says its age; none kept, the provider's 502.
 */
export const getParcelWeatherForecast = async (
  db: Database,
  session: Session,
  parcelId: string,
  forecasts: ForecastClient,
): Promise<WeatherForecast> => {
  const parcel = await getParcel(db, session, parcelId);
  const position = { lat: parcel.gpsLocation.lat, long: parcel.gpsLocation.long, zoneId: session.zoneId };
  try {
    return await fetchAndKeepForecast(db, forecasts, parcel, position);
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    const kept = await selectLatestForecast(db, parcelId);
    if (!kept) throw error;
    return { ...kept.forecast, fetchedAt: kept.fetchedAt.toISOString(), isKept: true };
  }
};

/**
 * The job's part (decision 118): forecasts for the parcels nobody opened lately, the longest waiting first, at most
 * `limit` a run, in each parcel's country's zone; a provider failure skips the parcel until the next run. Also drops
 * the days history no longer keeps. Answers how many forecasts it kept.
 */
export const refreshParcelForecasts = async (
  db: Database,
  forecasts: ForecastClient,
  limit = FORECASTS_PER_RUN,
): Promise<number> => {
  await deleteForecastsBefore(db, FORECAST_KEPT_DAYS);
  let kept = 0;
  for (const parcel of await selectParcelsWithStaleForecasts(db, FORECAST_REFRESH_AGE, limit)) {
    const { zoneId } = COUNTRY_DEFAULTS[parcel.country];
    try {
      await fetchAndKeepForecast(db, forecasts, parcel, { lat: parcel.lat, long: parcel.long, zoneId });
      kept += 1;
    } catch (error) {
      if (!isProviderFailure(error)) throw error;
    }
  }
  return kept;
};
