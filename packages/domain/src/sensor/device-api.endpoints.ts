import { defineEndpoints } from '../api/endpoint';
import {
  deviceFirmwareQuerySchema,
  deviceUpdateAnswerSchema,
  deviceUpdateStatusSchema,
  firmwareWorkSchema,
} from '../firmware/device-firmware.schema';
import { FIRMWARE_IMAGE_MIME_TYPE } from '../firmware/firmware-version.schema';
import { ingestionResultSchema, readingBatchSchema } from './reading.schema';

/** The devices' own door (decision 008): called by the sensors, not by the web. */
export const deviceApiEndpoints = defineEndpoints({
  ingestReadings: {
    method: 'POST',
    path: '/device-api/readings',
    body: readingBatchSchema,
    response: ingestionResultSchema,
  },
  /** The firmware update a campaign holds for the device (decision 172), told what it runs. */
  firmware: {
    method: 'GET',
    path: '/device-api/firmware',
    query: deviceFirmwareQuerySchema,
    response: firmwareWorkSchema,
  },
  /** The offered image; `Range` resumes a download. */
  firmwareImage: { method: 'GET', path: '/device-api/firmware/image', response: { file: [FIRMWARE_IMAGE_MIME_TYPE] } },
  firmwareStatus: {
    method: 'POST',
    path: '/device-api/firmware/status',
    body: deviceUpdateStatusSchema,
    response: deviceUpdateAnswerSchema,
  },
});
