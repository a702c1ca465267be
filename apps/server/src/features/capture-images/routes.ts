import { CAPTURE_IMAGE_TYPE } from '@console/domain/sensor/capture-image.schema';
import { captureImageEndpoints, type CaptureImageSize } from '@console/domain/sensor/capture-image.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { readCaptureImage } from './image-reading.ts';
import { listNightImages, type ImageStores } from './service.ts';

const tags = ['sensors'];

/** An image never changes under its id: the browser keeps it a day, for its user only. */
const IMAGE_CACHE = 'private, max-age=86400, immutable';

/** The traps' photos for the readers of their sensors; the devices send them through the device API. */
export const captureImageRoutes =
  (stores: ImageStores): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = { tags, onRequest: requirePermission('read:sensors') };
    route(app, captureImageEndpoints.nights, canRead, (request) =>
      listNightImages(stores.db, requireSession(request), request.params.id, request.query),
    );
    const sendImage = (size: CaptureImageSize) =>
      route(app, captureImageEndpoints[size], canRead, async (request, reply) => {
        const { id, imageId } = request.params;
        const stream = await readCaptureImage(stores, requireSession(request), id, imageId, size);
        return reply.type(CAPTURE_IMAGE_TYPE).header('cache-control', IMAGE_CACHE).send(stream);
      });
    sendImage('image');
    sendImage('thumbnail');
  };
