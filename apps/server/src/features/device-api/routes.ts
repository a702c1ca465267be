import multipart from '@fastify/multipart';
import { captureImageEndpoints } from '@console/domain/sensor/capture-image.endpoints';
import { MAX_READINGS_PER_BATCH } from '@console/domain/sensor/reading.schema';
import { deviceApiEndpoints } from '@console/domain/sensor/device-api.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { documentSecurity, partialFileAnswer } from '../../plugins/api-contract.ts';
import { AppError } from '../../plugins/app-error.ts';
import { route } from '../../plugins/endpoint-route.ts';
import type { SensorIngestionState } from './queries.ts';
import { authenticateDevice, ingestDeviceBatch } from './service.ts';
import { readCaptureImageUpload, storeCaptureImage } from '../capture-images/service.ts';
import { offerFirmware, readAssignedImage, reportUpdateStep } from '../firmware/service.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { FIRMWARE_IMAGE_MIME_TYPE } from '@console/domain/firmware/firmware-version.schema';

/** About 400 bytes a reading: room for a full batch, and a clear 413 beyond it. */
const BODY_LIMIT = MAX_READINGS_PER_BATCH * 1024;

/** The devices' own door: HTTP Basic with serial number and device secret, no user session. */
export const deviceApiRoutes =
  ({ db, files }: { db: Database; files: FileStore }): FastifyPluginAsyncZod =>
  async (app) => {
    documentSecurity(app, 'device');
    // For the capture images only: the readings and firmware calls stay JSON.
    await app.register(multipart);
    // Authenticate and count before validating, so a wrong secret is 401 and a huge batch 413, whatever they hold.
    // A hook of this scope, which holds the device route only.
    app.addHook('preValidation', async (request, reply) => {
      reply.header('www-authenticate', 'Basic realm="devices"');
      request.deviceSensor = await authenticateDevice(db, request.headers.authorization, request.ip);
      reply.removeHeader('www-authenticate');
      const readings = (request.body as { readings?: unknown } | undefined)?.readings;
      if (Array.isArray(readings) && readings.length > MAX_READINGS_PER_BATCH) {
        throw new AppError('too-large', `at most ${MAX_READINGS_PER_BATCH} readings per batch`);
      }
    });

    route(
      app,
      deviceApiEndpoints.ingestReadings,
      { tags: ['device-api'], errors: [429], bodyLimit: BODY_LIMIT },
      async (request) => {
        if (!request.deviceSensor) throw new AppError('unauthorized');
        return ingestDeviceBatch(db, request.deviceSensor, request.body.readings);
      },
    );

    const deviceOf = (sensor: SensorIngestionState | undefined) => {
      if (!sensor) throw new AppError('unauthorized');
      return sensor.id;
    };
    // The image is read only once its device is known (401) and checked by its bytes (413, 422); 404: another
    // sensor's capture; 409: another image for the capture, or the night's images are all in.
    route(
      app,
      captureImageEndpoints.upload,
      { tags: ['device-api'], errors: [400, 404, 406, 409, 413, 422, 429] },
      async (request) =>
        storeCaptureImage(
          { db, files },
          deviceOf(request.deviceSensor),
          request.params.captureId,
          await readCaptureImageUpload(request),
        ),
    );
    route(app, deviceApiEndpoints.firmware, { tags: ['device-api'], errors: [429] }, async (request) => ({
      update: await offerFirmware(db, deviceOf(request.deviceSensor), request.query),
    }));
    route(app, deviceApiEndpoints.firmwareStatus, { tags: ['device-api'], errors: [404, 409, 429] }, (request) =>
      reportUpdateStep(db, deviceOf(request.deviceSensor), request.body),
    );
    route(
      app,
      deviceApiEndpoints.firmwareImage,
      {
        tags: ['device-api'],
        errors: [404, 416, 429],
        answers: { 206: partialFileAnswer(FIRMWARE_IMAGE_MIME_TYPE) },
      },
      async (request, reply) => {
        const { stream, size, range } = await readAssignedImage(
          { db, files },
          deviceOf(request.deviceSensor),
          request.headers.range,
        );
        reply.type(FIRMWARE_IMAGE_MIME_TYPE).header('accept-ranges', 'bytes');
        if (!range) return reply.header('content-length', size).send(stream);
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(stream);
      },
    );
  };

declare module 'fastify' {
  interface FastifyRequest {
    deviceSensor?: SensorIngestionState;
  }
}
