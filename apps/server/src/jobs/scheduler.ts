import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { detectSilentSensors } from '../features/issues/silence-rules.ts';
import { refreshParcelRisks } from '../features/parcels/risk-service.ts';

/** Scheduled work: pg-boss runs each schedule once per slot across every server process on the database. */
const SCHEDULES = [
  {
    name: 'issues-detect-silent-sensors',
    cron: '*/5 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const opened = await detectSilentSensors(handle.db);
      if (opened > 0) log.info({ opened }, 'silence rules opened issues');
    },
  },
  {
    // New captures move the risk; a night's counts are complete once an hour has passed.
    name: 'parcels-refresh-risk',
    cron: '7 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const changed = await refreshParcelRisks(handle.db);
      if (changed.length > 0) log.info({ changed: changed.length }, 'parcel risk levels changed');
    },
  },
] as const;

/** Registers the schedules; pg-boss runs each slot on one of the server processes sharing the database. */
export const startSchedules = async (boss: PgBoss, handle: DatabaseHandle, log: FastifyBaseLogger): Promise<void> => {
  for (const schedule of SCHEDULES) {
    await boss.createQueue(schedule.name);
    await boss.schedule(schedule.name, schedule.cron);
    await boss.work(schedule.name, async () => schedule.run(handle, log));
  }
};
