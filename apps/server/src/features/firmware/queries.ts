import { PAGE_SIZE } from '@console/domain/list/list-query';
import type { FirmwareListQuery } from '@console/domain/firmware/firmware-version.schema';
import { asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { firmwareVersions, users } from '../../db/schema.ts';
import { nameOf, userName } from '../../db/settings-store.ts';

const withdrawer = alias(users, 'withdrawer');

/** A version's row as the API shows it, with who uploaded and withdrew it by name. */
const versionRows = (db: Database) =>
  db
    .select({
      id: firmwareVersions.id,
      version: firmwareVersions.version,
      notes: firmwareVersions.notes,
      hardwareRevisions: firmwareVersions.hardwareRevisions,
      minFromVersion: firmwareVersions.minFromVersion,
      size: firmwareVersions.size,
      sha256: firmwareVersions.sha256,
      signature: firmwareVersions.signature,
      uploadedAt: firmwareVersions.uploadedAt,
      uploadedBy: userName,
      withdrawnAt: firmwareVersions.withdrawnAt,
      withdrawnBy: nameOf(withdrawer),
      withdrawalReason: firmwareVersions.withdrawalReason,
    })
    .from(firmwareVersions)
    .leftJoin(users, eq(users.id, firmwareVersions.uploadedBy))
    .leftJoin(withdrawer, eq(withdrawer.id, firmwareVersions.withdrawnBy));
export type FirmwareVersionRow = Awaited<ReturnType<ReturnType<typeof versionRows>['execute']>>[number];

export const selectFirmwarePage = (db: Database, query: FirmwareListQuery) =>
  versionRows(db)
    .orderBy(
      query.order === 'asc' ? asc(firmwareVersions.uploadedAt) : desc(firmwareVersions.uploadedAt),
      asc(firmwareVersions.id),
    )
    .limit(PAGE_SIZE)
    .offset(query.start);

export const countFirmwareVersions = async (db: Database) =>
  (await db.select({ total: count() }).from(firmwareVersions))[0]?.total ?? 0;

export const selectFirmwareVersion = async (db: Database, id: string) =>
  (await versionRows(db).where(eq(firmwareVersions.id, id)))[0];

export const findFirmwareFile = async (db: Database, id: string) =>
  (
    await db
      .select({ version: firmwareVersions.version, fileKey: firmwareVersions.fileKey, size: firmwareVersions.size })
      .from(firmwareVersions)
      .where(eq(firmwareVersions.id, id))
  )[0];

export const isFirmwareVersionTaken = async (db: Database, version: string) =>
  (await db.select({ id: firmwareVersions.id }).from(firmwareVersions).where(eq(firmwareVersions.version, version)))
    .length > 0;

export const insertFirmwareVersion = async (db: Database, values: typeof firmwareVersions.$inferInsert) =>
  (
    await db
      .insert(firmwareVersions)
      .values(values)
      .onConflictDoNothing({ target: firmwareVersions.version })
      .returning({ id: firmwareVersions.id })
  )[0];
