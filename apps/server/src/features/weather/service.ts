import type { WeatherForecast } from '@console/domain/weather/weather-forecast.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { getParcel } from '../parcels/service.ts';
import type { ForecastClient } from './forecast-client.ts';

/** The forecast at a parcel the caller may read (else 404), in the caller's time zone. */
export const getParcelWeatherForecast = async (
  db: Database,
  session: Session,
  parcelId: string,
  forecasts: ForecastClient,
): Promise<WeatherForecast> => {
  const { gpsLocation } = await getParcel(db, session, parcelId);
  return forecasts.getForecast({ lat: gpsLocation.lat, long: gpsLocation.long, zoneId: session.zoneId });
};
