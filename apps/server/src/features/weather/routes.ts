import { weatherForecastSchema } from '@console/domain/weather/weather-forecast.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { errorAnswers } from '../../plugins/api-contract.ts';
import { createForecastClient } from './forecast-client.ts';
import { getParcelWeatherForecast } from './service.ts';

const params = z.object({ id: z.uuid() });

export const weatherRoutes =
  (db: Database, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    // One client per app, so its cache is shared by every request.
    const forecasts = createForecastClient({
      baseUrl: config.WEATHER_FORECAST_URL,
      timeoutMs: config.WEATHER_FORECAST_TIMEOUT_MS,
    });

    app.get(
      '/parcels/:id/weather-forecast',
      {
        onRequest: requirePermission('read:parcels'),
        schema: { tags: ['parcels'], params, response: { 200: weatherForecastSchema, ...errorAnswers(502) } },
      },
      (request) => getParcelWeatherForecast(db, requireSession(request), request.params.id, forecasts),
    );
  };
