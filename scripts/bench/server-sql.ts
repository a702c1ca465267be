import type { PGlite } from '@electric-sql/pglite';
import { sensorListQuerySchema } from '@console/domain/sensor/sensor-list.schema';
import type { Reading } from '@console/domain/sensor/reading.schema';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Session } from '../../apps/server/src/auth/session.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import { insertReadingsStatement } from '../../apps/server/src/features/device-api/queries.ts';
import { listSensorDailyReadings, listSensors } from '../../apps/server/src/features/sensors/service.ts';
import { insertParameters } from './device-stream.ts';
import { LIST_FILTER } from './scale-config.ts';
import { selectOne, type SqlExecutor } from './sql-executor.ts';

/**
 * The SQL the server runs for an endpoint, taken from the server itself: its own service functions are called on a
 * drizzle instance configured like the server's (apps/server/src/db/client.ts) plus a logger that records each
 * statement. The floors replay these statements through the bare driver, so they cannot drift from the server.
 */
export type Statement = { text: string; params: unknown[] };

export type ChartRange = { from: string; to: string };

export type ServerSql = {
  /** GET /back/sensors: the page query and the count query, which the server runs at the same time. */
  list: (start: number) => Promise<Statement[]>;
  /** GET /back/sensors/:id/readings/daily: the sensor lookup (tenant scope), then the daily aggregate. */
  chart: (sensorId: string, range: ChartRange) => Promise<Statement[]>;
  /** The readings insert of POST /back/device-api/readings (it runs, so use a sensor the floor writes to anyway). */
  insert: (sensorId: string, batch: readonly Reading[]) => Promise<Statement>;
};

type SessionRow = Omit<Session, 'role'> & { isAdmin: boolean; rights: Session['role']['rights'] };

/** The session the server builds for the user (apps/server/src/auth/session.ts loadSession), read the same way. */
const loadSession = async (executor: SqlExecutor, email: string): Promise<Session> => {
  const { isAdmin, rights, ...rest } = await selectOne<SessionRow>(
    executor,
    `select u.id as "userId", u.zone_id as "zoneId", a.id as "accountId", a.type as "accountType",
            a.provider_id as "providerId", a.is_invited as "isInvitedAccount", r.id as "roleId",
            r.is_admin as "isAdmin", r.rights
     from users u join accounts a on a.id = u.account_id join roles r on r.id = u.role_id
     where lower(u.email) = lower($1)`,
    [email],
  );
  return { ...rest, role: { isAdmin, rights } };
};

export const serverSql = async (
  executor: SqlExecutor,
  driver: { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite },
  userEmail: string,
): Promise<ServerSql & { session: Session }> => {
  const recorded: Statement[] = [];
  const logger: Logger = { logQuery: (text, params) => recorded.push({ text, params: [...params] }) };
  const options = { schema, casing: 'snake_case' as const, logger };
  const db = (driver.kind === 'postgres'
    ? drizzleNodePg(driver.pool, options)
    : drizzlePglite(driver.client, options)) as unknown as Database;
  const session = await loadSession(executor, userEmail);

  const capture = async (run: () => Promise<unknown>): Promise<Statement[]> => {
    recorded.length = 0;
    await run();
    return [...recorded];
  };
  const expectCount = (statements: Statement[], n: number, what: string) => {
    if (statements.length !== n) {
      throw new Error(`expected ${n} statements for ${what}, the server ran ${statements.length}: update the bench`);
    }
    return statements;
  };

  return {
    session,
    list: async (start) =>
      expectCount(
        await capture(() => listSensors(db, session, sensorListQuerySchema.parse({ ...LIST_FILTER, start }))),
        2,
        'GET /back/sensors',
      ),
    chart: async (sensorId, range) =>
      expectCount(
        await capture(() => listSensorDailyReadings(db, session, sensorId, range)),
        2,
        'GET /back/sensors/:id/readings/daily',
      ),
    insert: async (sensorId, batch) => {
      const [statement] = expectCount(
        await capture(() => db.execute(insertReadingsStatement(sensorId, batch))),
        1,
        'the readings insert',
      ) as [Statement];
      // The floor builds its own parameters for each batch: they must be exactly what the server sends.
      if (JSON.stringify(statement.params) !== JSON.stringify(insertParameters(sensorId, batch))) {
        throw new Error('the server insert parameters changed shape: update insertParameters in device-stream.ts');
      }
      return statement;
    },
  };
};

/** The statements with every parameter equal to `from` replaced by `to` (another sensor id). */
export const withParameter = (statements: readonly Statement[], from: unknown, to: unknown): Statement[] =>
  statements.map((statement) => ({
    text: statement.text,
    params: statement.params.map((param) => (param === from ? to : param)),
  }));
