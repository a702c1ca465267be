import { startHaproxy } from '../../apps/server/src/test/haproxy.ts';
import { throwIfInterrupted } from './cleanup.ts';
import { findFreePort } from './free-port.ts';
import type { ScalePlan } from './scale-plan.ts';
import { startScaleServer } from './scale-server.ts';
import type { ScaleRow } from './scale-table.ts';
import type { ServerProcess } from './server-process.ts';
import { selectOne, type SqlExecutor } from './sql-executor.ts';

/** The processes behind the load balancer, one run each: one API process, then two. */
const API_PROCESS_COUNTS = [1, 2] as const;

/**
 * The plan with its devices continuing after their newest stored capture: each run's batches then take the full
 * ingestion path (newer captures replayed through the issue rules), as the first run's did.
 */
const continuedPlan = async (executor: SqlExecutor, plan: ScalePlan): Promise<ScalePlan> => {
  const { newest } = await selectOne<{ newest: Date | null }>(
    executor,
    'select max(last_measured_at) as newest from sensors where id = any($1::uuid[])',
    [plan.ingestSensors.map((sensor) => sensor.id)],
  );
  const lastCaptureAt = Math.max(plan.load.lastCaptureAt, newest ? new Date(newest).getTime() : 0);
  return { ...plan, load: { ...plan.load, lastCaptureAt } };
};

/**
 * The multi-process part (issue 45, decision 173): two `ROLE=api` processes on the database the other parts loaded,
 * and Debian's HAProxy on loopback configured as docs/deploy.md lays it out, in front of the first process alone and
 * then of both. `measure` runs the measurements through the URL it is given, floors included, as for one server.
 */
export const measureBehindHaproxy = async ({
  databaseUrl,
  dataDir,
  executor,
  plan,
  label,
  measure,
}: {
  databaseUrl: string;
  dataDir: string;
  executor: SqlExecutor;
  plan: ScalePlan;
  label: string;
  measure: (baseUrl: string, plan: ScalePlan, label: string) => Promise<ScaleRow[]>;
}): Promise<ScaleRow[]> => {
  const servers: ServerProcess[] = [];
  const ports: number[] = [];
  try {
    for (let i = 0; i < Math.max(...API_PROCESS_COUNTS); i++) {
      const port = await findFreePort();
      servers.push(await startScaleServer({ port, dataDir, databaseUrl, role: 'api' }));
      ports.push(port);
    }
    const rows: ScaleRow[] = [];
    for (const count of API_PROCESS_COUNTS) {
      throwIfInterrupted();
      const proxy = await startHaproxy(ports.slice(0, count));
      try {
        const processes = `${count} API process${count > 1 ? 'es' : ''} behind HAProxy`;
        rows.push(...(await measure(proxy.url, await continuedPlan(executor, plan), `${label}, ${processes}`)));
      } finally {
        await proxy.stop();
      }
    }
    return rows;
  } finally {
    for (const server of servers) await server.stop();
  }
};
