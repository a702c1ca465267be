import {
  ingestionResultSchema,
  MAX_READINGS_PER_BATCH,
  readingBatchSchema,
} from '@console/domain/sensor/reading.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { errorAnswers, securedBy } from '../../plugins/api-contract.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SensorIngestionState } from './queries.ts';
import { authenticateDevice, ingestDeviceBatch } from './service.ts';

/** About 400 bytes a reading: room for a full batch, and a clear 413 beyond it. */
const BODY_LIMIT = MAX_READINGS_PER_BATCH * 1024;

/** The devices' own door: HTTP Basic with serial number and device secret, no user session. */
export const deviceApiRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/device-api/readings',
      {
        bodyLimit: BODY_LIMIT,
        // Authenticate and count before validating, so a wrong secret is 401 and a huge batch 413, whatever they hold.
        preValidation: async (request, reply) => {
          reply.header('www-authenticate', 'Basic realm="devices"');
          request.deviceSensor = await authenticateDevice(db, request.headers.authorization, request.ip);
          reply.removeHeader('www-authenticate');
          const readings = (request.body as { readings?: unknown } | undefined)?.readings;
          if (Array.isArray(readings) && readings.length > MAX_READINGS_PER_BATCH) {
            throw new AppError('too-large', `at most ${MAX_READINGS_PER_BATCH} readings per batch`);
          }
        },
        schema: {
          tags: ['device-api'],
          security: securedBy('device'),
          body: readingBatchSchema,
          response: { 200: ingestionResultSchema, ...errorAnswers(401, 429) },
        },
      },
      async (request) => {
        if (!request.deviceSensor) throw new AppError('unauthorized');
        return ingestDeviceBatch(db, request.deviceSensor, request.body.readings);
      },
    );
  };

declare module 'fastify' {
  interface FastifyRequest {
    deviceSensor?: SensorIngestionState;
  }
}
