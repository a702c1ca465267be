import { createHash } from 'node:crypto';
import { type Action, can, isManufacturer } from '@console/domain/access/permissions';
import {
  FIRMWARE_ERRORS,
  FIRMWARE_IMAGE_MIME_TYPE,
  type FirmwareListQuery,
  type FirmwareVersion,
  type FirmwareWithdrawal,
} from '@console/domain/firmware/firmware-version.schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { firmwareVersions } from '../../db/schema.ts';
import { fieldError, forbidden, notFound } from '../../plugins/app-error.ts';
import type { ByteRange, FileStore } from '../../storage/file-store.ts';
import {
  countFirmwareVersions,
  findFirmwareFile,
  type FirmwareVersionRow,
  insertFirmwareVersion,
  isFirmwareVersionTaken,
  selectFirmwarePage,
  selectFirmwareVersion,
} from './queries.ts';
import type { FirmwareSigner } from './signing-key.ts';
import type { FirmwareUpload } from './upload.ts';

export type FirmwareDeps = { db: Database; files: FileStore; signer: FirmwareSigner };

/** Firmware is the manufacturer's staff's, with the Configuration right: read to see it, edit to change it. */
export const requireFirmwareManager = (session: Session, action: Action) => {
  if (!isManufacturer(session) || !can(session, `${action}:configuration`)) throw forbidden();
};

const toFirmwareVersion = ({
  uploadedAt,
  withdrawnAt,
  withdrawnBy,
  withdrawalReason,
  ...row
}: FirmwareVersionRow): FirmwareVersion => ({
  ...row,
  uploadedAt: uploadedAt.toISOString(),
  withdrawal: withdrawnAt ? { at: withdrawnAt.toISOString(), by: withdrawnBy, reason: withdrawalReason ?? '' } : null,
});

const versionTaken = () =>
  fieldError('conflict', 'firmware version already uploaded', 'metadata.version', FIRMWARE_ERRORS.versionTaken);

const getVersion = async (db: Database, id: string) => {
  const row = await selectFirmwareVersion(db, id);
  if (!row) throw notFound('firmware version not found');
  return toFirmwareVersion(row);
};

/** `GET /back/firmware`: the versions, newest first unless asked otherwise. */
export const listFirmwareVersions = async (db: Database, session: Session, query: FirmwareListQuery) => {
  requireFirmwareManager(session, 'read');
  const [rows, total] = await Promise.all([selectFirmwarePage(db, query), countFirmwareVersions(db)]);
  return { items: rows.map(toFirmwareVersion), total, filter: {}, sort: { field: query.sort, order: query.order } };
};

/**
 * `POST /back/firmware`: stores the image, then its facts: its SHA-256 and the console's signature over its bytes. A
 * version is uploaded once (409 on `metadata.version`); an image whose row could not be written is removed again.
 */
export const uploadFirmwareVersion = async (
  { db, files, signer }: FirmwareDeps,
  session: Session,
  { metadata, image }: FirmwareUpload,
): Promise<FirmwareVersion> => {
  requireFirmwareManager(session, 'edit');
  if (await isFirmwareVersionTaken(db, metadata.version)) throw versionTaken();
  const id = crypto.randomUUID();
  const fileKey = `firmware/${id}.swu`;
  await files.put(fileKey, image, FIRMWARE_IMAGE_MIME_TYPE);
  const created = await insertFirmwareVersion(db, {
    id,
    ...metadata,
    size: image.length,
    sha256: createHash('sha256').update(image).digest('hex'),
    signature: signer.sign(image),
    fileKey,
    uploadedBy: session.userId,
  }).catch(async (error: unknown) => {
    await files.remove(fileKey);
    throw error;
  });
  if (!created) {
    await files.remove(fileKey);
    throw versionTaken();
  }
  return getVersion(db, id);
};

/** `POST /back/firmware/{id}/withdraw`: no campaign offers it any more; its row and image stay, with who and why. */
export const withdrawFirmwareVersion = async (
  db: Database,
  session: Session,
  id: string,
  { reason }: FirmwareWithdrawal,
): Promise<FirmwareVersion> => {
  requireFirmwareManager(session, 'edit');
  const [withdrawn] = await db
    .update(firmwareVersions)
    .set({ withdrawnAt: new Date(), withdrawnBy: session.userId, withdrawalReason: reason })
    .where(and(eq(firmwareVersions.id, id), isNull(firmwareVersions.withdrawnAt)))
    .returning({ id: firmwareVersions.id });
  const version = await getVersion(db, id);
  if (!withdrawn) throw fieldError('conflict', 'already withdrawn', 'reason', FIRMWARE_ERRORS.alreadyWithdrawn);
  return version;
};

/** A version's image for staff to check, whole or from a byte on; null range reads it whole. */
export const readFirmwareImage = async (
  { db, files }: Pick<FirmwareDeps, 'db' | 'files'>,
  session: Session,
  id: string,
  range?: ByteRange,
): Promise<{ version: string; size: number; stream: Readable }> => {
  requireFirmwareManager(session, 'read');
  const file = await findFirmwareFile(db, id);
  const stream = file && (await files.read(file.fileKey, range));
  if (!file || !stream) throw notFound('firmware image not found');
  return { version: file.version, size: file.size, stream };
};

// The device API serves the devices' side of a campaign; ingestion tells an installed update whether it still works.
export { checkUpdateHealth, offerFirmware, readAssignedImage, reportUpdateStep } from './device-updates.ts';
// The scheduler moves the running campaigns on.
export { advanceCampaigns } from './campaign-progress.ts';
// A sensor's page shows its firmware.
export { sensorFirmwareOf } from './sensor-firmware.ts';
// The demo data signs its firmware with the console's key.
export { type FirmwareSigner, loadFirmwareSigner } from './signing-key.ts';
