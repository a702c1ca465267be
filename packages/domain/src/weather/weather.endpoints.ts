import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import { weatherForecastSchema } from './weather-forecast.schema';

/** The weather forecast at a parcel, from the forecast provider (spec point 3). */
export const weatherEndpoints = defineEndpoints({
  parcelForecast: {
    method: 'GET',
    path: '/parcels/:id/weather-forecast',
    params: idParams,
    response: weatherForecastSchema,
  },
});
