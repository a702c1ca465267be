import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import {
  createSensorInputSchema,
  sensorCountsSchema,
  sensorListItemSchema,
  sensorListQuerySchema,
  sensorPageSchema,
  sensorWithSecretSchema,
  updateSensorWeatherInputSchema,
} from '@console/domain/sensor/sensor-list.schema';
import {
  captureSchema,
  dailyReadingSchema,
  readingsRangeQuerySchema,
} from '@console/domain/sensor/sensor-readings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession, requireStaffPermission } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { errorAnswers } from '../../plugins/api-contract.ts';
import { sendCsv } from '../../export/csv.ts';
import { exportSensorsCsv } from './export.ts';
import {
  countSensors,
  createSensor,
  getSensor,
  listSensors,
  listSensorCaptures,
  listSensorDailyReadings,
  listSensorTags,
  rotateDeviceSecret,
  updateSensorWeather,
} from './service.ts';

const params = z.object({ id: z.uuid() });
const tags = ['sensors'];

export const sensorRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = requirePermission('read:sensors');
    const canEdit = requirePermission('edit:sensors');
    // Registering sensors and their secrets is the manufacturer's: other accounts' editors manage only the weather.
    const canRegister = requireStaffPermission('edit:sensors');

    app.get(
      '/sensors',
      {
        onRequest: canRead,
        schema: { tags, querystring: sensorListQuerySchema, response: { 200: sensorPageSchema } },
      },
      (request) => listSensors(db, requireSession(request), request.query),
    );
    app.get(
      '/sensors/counts',
      {
        onRequest: canRead,
        schema: { tags, querystring: sensorListQuerySchema, response: { 200: sensorCountsSchema } },
      },
      (request) => countSensors(db, requireSession(request), request.query),
    );
    route(app, sensorEndpoints.export, { tags, onRequest: canRead }, async (request, reply) =>
      sendCsv(reply, await exportSensorsCsv(db, requireSession(request), request.query)),
    );
    app.post(
      '/sensors',
      {
        onRequest: canRegister,
        schema: {
          tags,
          body: createSensorInputSchema,
          response: { 201: sensorWithSecretSchema, ...errorAnswers(409) },
        },
      },
      async (request, reply) => reply.status(201).send(await createSensor(db, requireSession(request), request.body)),
    );
    app.get(
      '/sensors/:id',
      { onRequest: canRead, schema: { tags, params, response: { 200: sensorListItemSchema } } },
      (request) => getSensor(db, requireSession(request), request.params.id),
    );
    app.post(
      '/sensors/:id/weather',
      {
        onRequest: canEdit,
        schema: { tags, params, body: updateSensorWeatherInputSchema, response: { 200: sensorListItemSchema } },
      },
      (request) => updateSensorWeather(db, requireSession(request), request.params.id, request.body),
    );
    app.post(
      '/sensors/:id/device-secret',
      { onRequest: canRegister, schema: { tags, params, response: { 200: sensorWithSecretSchema } } },
      (request) => rotateDeviceSecret(db, requireSession(request), request.params.id),
    );
    app.get(
      '/sensors/:id/readings',
      {
        onRequest: canRead,
        schema: { tags, params, querystring: readingsRangeQuerySchema, response: { 200: z.array(captureSchema) } },
      },
      (request) => listSensorCaptures(db, requireSession(request), request.params.id, request.query),
    );
    app.get(
      '/sensors/:id/readings/daily',
      {
        onRequest: canRead,
        schema: { tags, params, querystring: readingsRangeQuerySchema, response: { 200: z.array(dailyReadingSchema) } },
      },
      (request) => listSensorDailyReadings(db, requireSession(request), request.params.id, request.query),
    );
    app.get(
      '/referentials/tags',
      { onRequest: canRead, schema: { tags: ['referentials'], response: { 200: z.array(z.string()) } } },
      (request) => listSensorTags(db, requireSession(request)),
    );
  };
