import { z } from 'zod';
import { CAMPAIGN_SENSOR_STATES } from './campaign.schema.ts';
import { firmwareVersionNumberSchema, hardwareRevisionSchema } from './firmware-version.schema.ts';

/*
 * The devices' side of a firmware campaign (issue 42, decision 172): a trap asks for work with the version it runs
 * and its board, downloads the image it is offered, and reports each step of the update.
 */

/** `GET /back/device-api/firmware`: what the device runs, recorded on its sensor. */
export const deviceFirmwareQuerySchema = z.object({
  version: firmwareVersionNumberSchema,
  board: hardwareRevisionSchema,
});
export type DeviceFirmwareQuery = z.infer<typeof deviceFirmwareQuerySchema>;

/** The version a device is to install; it checks the size, the SHA-256 and the signature before installing. */
export const firmwareOfferSchema = z.object({
  version: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Ed25519 over the image's bytes, base64, verifiable with the key of `GET /back/firmware/signing-key`. */
  signature: z.string(),
  /** Range requests resume an interrupted download. */
  url: z.string(),
});
export type FirmwareOffer = z.infer<typeof firmwareOfferSchema>;
/** Nothing to do is `{ "update": null }`. */
export const firmwareWorkSchema = z.object({ update: firmwareOfferSchema.nullable() });

export const DEVICE_UPDATE_STEPS = ['downloading', 'downloaded', 'installing', 'installed', 'failed'] as const;
export type DeviceUpdateStep = (typeof DEVICE_UPDATE_STEPS)[number];

/** `POST /back/device-api/firmware/status`: a step of the update; `installed` says the version now running. */
export const deviceUpdateStatusSchema = z
  .object({
    state: z.enum(DEVICE_UPDATE_STEPS),
    version: firmwareVersionNumberSchema.optional(),
    reason: z.string().trim().max(500, 'too-long').optional(),
  })
  .refine((status) => status.state !== 'installed' || status.version !== undefined, {
    message: 'required',
    path: ['version'],
  });
export type DeviceUpdateStatus = z.infer<typeof deviceUpdateStatusSchema>;

export const deviceUpdateAnswerSchema = z.object({ state: z.enum(CAMPAIGN_SENSOR_STATES) });
