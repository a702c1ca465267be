import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import { dateRangeQuerySchema } from './sensor-readings.schema';
import {
  CAPTURE_IMAGE_TYPE,
  captureImageReceiptSchema,
  MAX_IMAGE_NIGHTS,
  sensorNightImageSchema,
} from './capture-image.schema';

const imageParams = idParams.extend({ imageId: z.uuid() });

/** The two files of a photo, named as their endpoints are. */
export type CaptureImageSize = 'image' | 'thumbnail';

/** The nights `from` to `to`, both included, a month at most. */
export const nightRangeQuerySchema = dateRangeQuerySchema(MAX_IMAGE_NIGHTS);
export type NightRangeQuery = z.infer<typeof nightRangeQuerySchema>;

/** The traps' photos (issue 44, decision 178): sent by the devices, read by the readers of their sensor. */
export const captureImageEndpoints = defineEndpoints({
  /** Multipart: `image` (JPEG) and `capture` (JSON: takenAt, modelVersion, detections). */
  upload: {
    method: 'POST',
    path: '/device-api/captures/:captureId/image',
    params: z.object({ captureId: z.uuid() }),
    body: 'multipart',
    response: captureImageReceiptSchema,
  },
  /** The sensor's nights, newest first, each with its image or why it has none. */
  nights: {
    method: 'GET',
    path: '/sensors/:id/nights',
    params: idParams,
    query: nightRangeQuerySchema,
    response: z.array(sensorNightImageSchema),
  },
  image: {
    method: 'GET',
    path: '/sensors/:id/images/:imageId',
    params: imageParams,
    response: { file: [CAPTURE_IMAGE_TYPE] },
  },
  thumbnail: {
    method: 'GET',
    path: '/sensors/:id/images/:imageId/thumbnail',
    params: imageParams,
    response: { file: [CAPTURE_IMAGE_TYPE] },
  },
});
