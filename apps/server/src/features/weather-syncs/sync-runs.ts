import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import {
  type RunListQuery,
  SYNC_ACTION_ERRORS,
  SYNC_RUN_STALE_MS,
  type SyncRun,
  syncErrorSchema,
} from '@console/domain/weather/weather-sync.schema';
import { and, count, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { weatherSyncRuns } from '../../db/schema.ts';
import { fieldError, notFound } from '../../plugins/app-error.ts';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import { startRun } from './station-store.ts';
import { completeRun, type StationNetworkClient } from './station-sync.ts';

/** The run log's length (issue 43): older runs are dropped by the hourly job. */
export const RUN_LOG_DAYS = 30;

type RunRow = typeof weatherSyncRuns.$inferSelect;

export const toSyncRun = (row: RunRow): SyncRun => ({
  id: row.id,
  network: row.network,
  trigger: row.trigger,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  stations: row.stations,
  hoursStored: row.hoursStored,
  errors: z.array(syncErrorSchema).parse(row.errors),
});

const selectRun = async (db: Database, where: SQL | undefined) =>
  (
    await db
      .select()
      .from(weatherSyncRuns)
      .where(where)
      .orderBy(desc(weatherSyncRuns.startedAt), desc(weatherSyncRuns.id))
      .limit(1)
  )[0];

export const latestRun = (db: Database, network: WeatherLinkType) =>
  selectRun(db, eq(weatherSyncRuns.network, network));

export const getSyncRun = async (db: Database, id: string): Promise<SyncRun> => {
  const row = await selectRun(db, eq(weatherSyncRuns.id, id));
  if (!row) throw notFound('sync run not found');
  return toSyncRun(row);
};

export const listSyncRuns = async (db: Database, query: RunListQuery) => {
  const where = and(
    gte(weatherSyncRuns.startedAt, new Date(now().getTime() - RUN_LOG_DAYS * 86_400_000)),
    query.network ? eq(weatherSyncRuns.network, query.network) : undefined,
  );
  const order = query.order === 'asc' ? weatherSyncRuns.startedAt : desc(weatherSyncRuns.startedAt);
  const [rows, [total]] = await Promise.all([
    db.select().from(weatherSyncRuns).where(where).orderBy(order).limit(PAGE_SIZE).offset(query.start),
    db.select({ total: count() }).from(weatherSyncRuns).where(where),
  ]);
  return {
    items: rows.map(toSyncRun),
    total: total?.total ?? 0,
    filter: query.network ? { network: query.network } : {},
    sort: { field: query.sort, order: query.order },
  };
};

/**
 * Starts a run of `client`'s network (or of one of its stations) now: the run as it starts, and its end. One run of a
 * network at a time (409 while one runs), so a double click never doubles the requests to the partner.
 */
export const startRunNow = async (
  db: Database,
  client: StationNetworkClient,
  stationId?: string,
): Promise<{ run: SyncRun; done: Promise<unknown> }> => {
  const runId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('weather-sync'), hashtext(${client.network}))`);
    const running = await selectRun(
      tx,
      and(
        eq(weatherSyncRuns.network, client.network),
        isNull(weatherSyncRuns.finishedAt),
        gte(weatherSyncRuns.startedAt, new Date(now().getTime() - SYNC_RUN_STALE_MS)),
      ),
    );
    if (running) throw fieldError('conflict', 'a run is under way', 'network', SYNC_ACTION_ERRORS.running);
    return startRun(tx, client.network, 'manual', now());
  });
  return { run: await getSyncRun(db, runId), done: completeRun(db, client, runId, stationId) };
};

export const pruneSyncRuns = (db: Database) =>
  db
    .delete(weatherSyncRuns)
    .where(lt(weatherSyncRuns.startedAt, new Date(now().getTime() - RUN_LOG_DAYS * 86_400_000)));
