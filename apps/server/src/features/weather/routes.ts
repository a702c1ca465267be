import { weatherEndpoints } from '@console/domain/weather/weather.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { createForecastClient, getParcelWeatherForecast } from './service.ts';

export const weatherRoutes =
  (db: Database, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    // One client per app, so its cache is shared by every request.
    const forecasts = createForecastClient({
      baseUrl: config.WEATHER_FORECAST_URL,
      timeoutMs: config.WEATHER_FORECAST_TIMEOUT_MS,
    });

    route(
      app,
      weatherEndpoints.parcelForecast,
      { tags: ['parcels'], onRequest: requirePermission('read:parcels'), errors: [502] },
      (request) => getParcelWeatherForecast(db, requireSession(request), request.params.id, forecasts),
    );
  };
