import type { PGlite } from '@electric-sql/pglite';
import { type BuiltDashboardTab, nightGridQuerySchema } from '@console/domain/dashboard/dashboard.schema';
import { DEFAULT_ISSUE_RULES } from '@console/domain/issue/issue-rule-settings';
import { parcelListQuerySchema } from '@console/domain/parcel/parcel-list.schema';
import { reviewQueueQuerySchema } from '@console/domain/sensor/count-review.schema';
import { sensorListQuerySchema } from '@console/domain/sensor/sensor-list.schema';
import type { Reading } from '@console/domain/sensor/reading.schema';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Session } from '../../apps/server/src/auth/session.ts';
import { type Database, preparedStatement } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import { listNightImages } from '../../apps/server/src/features/capture-images/service.ts';
import { listReviewQueue } from '../../apps/server/src/features/count-reviews/service.ts';
import { getDashboard, getNightGrid } from '../../apps/server/src/features/dashboard/service.ts';
import { previewIssueRules } from '../../apps/server/src/features/issues/service.ts';
import { insertReadingsStatement, readingInsertValues } from '../../apps/server/src/features/device-api/queries.ts';
import { getParcel, listParcels } from '../../apps/server/src/features/parcels/service.ts';
import { getParcelSynthesis } from '../../apps/server/src/features/parcels/synthesis.ts';
import { listSensorDailyReadings, listSensors } from '../../apps/server/src/features/sensors/service.ts';
import { insertParameters } from './device-stream.ts';
import { type ParcelListFilterQuery, SCALE_USER_NAMES, SCALE_USERS, type ScaleUser } from './scale-config.ts';
import { selectOne, type SqlExecutor } from './sql-executor.ts';

// The server runs the insert inside its batch statements; the floor runs it alone.
const insertReadings = preparedStatement('bench_readings_insert', insertReadingsStatement());

/**
 * The SQL the server runs for an endpoint, taken from the server itself: its own service functions are called on a
 * drizzle instance configured like the server's (apps/server/src/db/client.ts) plus a logger that records each
 * statement. The floors replay these statements through the bare driver, so they cannot drift from the server.
 */
export type Statement = { text: string; params: unknown[] };

/**
 * A call's statements in the order its service runs them: the stages one after the other, the statements of a stage
 * at the same time (a list's favourite lookup, then its page and count together).
 */
export type StatementStages = Statement[][];

/** A sensor list query without the paging start, in the URL's form (the schema parses it) or the parsed one. */
export type SensorListFilterQuery = { readonly [name: string]: unknown; favouriteId?: string };

export type ChartRange = { from: string; to: string };

export type ServerSql = {
  /** The drizzle instance the statements are captured from (it records every statement it runs). */
  db: Database;
  /** The session the server builds for each bench user. */
  sessions: Record<ScaleUser, Session>;
  /**
   * GET /back/sensors: the favourite lookup when the query names one, then the page query and the count query, which
   * the server runs at the same time; and the total answered.
   */
  sensorList: (
    user: ScaleUser,
    query: SensorListFilterQuery,
    start: number,
  ) => Promise<{ stages: StatementStages; total: number }>;
  /** GET /back/sensors/:id/readings/daily as staff: the sensor lookup (tenant scope), then the daily aggregate. */
  chart: (sensorId: string, range: ChartRange) => Promise<Statement[]>;
  /**
   * POST /back/settings/issues/preview under the default rules: the current rules' read and the sample together, then
   * the sample's month of captures.
   */
  issuePreview: () => Promise<StatementStages>;
  /** The readings insert of POST /back/device-api/readings (it runs, so use a sensor the floor writes to anyway). */
  insert: (sensorId: string, batch: readonly Reading[]) => Promise<Statement>;
  /**
   * GET /back/parcels: the favourite lookup when the query names one, then the page query and the count query (run at
   * the same time); and the total answered.
   */
  parcelList: (
    user: ScaleUser,
    query: ParcelListFilterQuery,
    start: number,
  ) => Promise<{ stages: StatementStages; total: number }>;
  /** GET /back/parcels/:id: the parcel's row. */
  parcel: (user: ScaleUser, parcelId: string) => Promise<Statement[]>;
  /**
   * GET /back/parcels/:id/synthesis of a parcel with a crop this season, one statement after the other: the
   * parcel's row, the risk settings, the synthesis row (risk inputs, sensor, weather, open issues), the crop's latest
   * intervention, the crop.
   */
  parcelSynthesis: (user: ScaleUser, parcelId: string) => Promise<Statement[]>;
  /**
   * GET /back/dashboard/{tab} over the last 30 days, or the sensors tab's night grid (its first page): every statement
   * the service runs, and the tiles' figures (the grid's rows) for the note.
   */
  dashboard: (
    user: ScaleUser,
    tab: BuiltDashboardTab | 'night-grid',
  ) => Promise<{ statements: Statement[]; figures: number }>;
  /**
   * GET /back/sensors/:id/nights as staff: the sensor lookup (tenant scope), then the nights with their photos; and
   * the nights and photos answered.
   */
  nights: (sensorId: string, range: ChartRange) => Promise<{ statements: Statement[]; nights: number; images: number }>;
  /** GET /back/count-reviews?reviewed=false, its first page: the page with its total in one statement; the total. */
  reviewQueue: (user: ScaleUser) => Promise<{ statements: Statement[]; total: number }>;
};

type SessionRow = Omit<Session, 'role'> & { isAdmin: boolean; rights: Session['role']['rights'] };

/** The session the server builds for the user (apps/server/src/auth/session.ts loadSession), read the same way. */
const loadSession = async (executor: SqlExecutor, email: string): Promise<Session> => {
  const { isAdmin, rights, ...rest } = await selectOne<SessionRow>(
    executor,
    `select u.id as "userId", u.zone_id as "zoneId", u.email, a.id as "accountId", a.type as "accountType",
            a.provider_id as "providerId", a.is_invited as "isInvitedAccount", r.id as "roleId",
            r.is_admin as "isAdmin", r.rights
     from users u join accounts a on a.id = u.account_id join roles r on r.id = u.role_id
     where lower(u.email) = lower($1)`,
    [email],
  );
  return { ...rest, role: { isAdmin, rights } };
};

/** A drizzle instance configured like the server's (apps/server/src/db/client.ts) on the bench's own driver. */
export const serverDrizzle = (
  driver: { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite },
  logger?: Logger,
): Database => {
  const options = { schema, casing: 'snake_case' as const, logger };
  return (driver.kind === 'postgres'
    ? drizzleNodePg(driver.pool, options)
    : drizzlePglite(driver.client, options)) as unknown as Database;
};

export const serverSql = async (
  executor: SqlExecutor,
  driver: Parameters<typeof serverDrizzle>[0],
): Promise<ServerSql> => {
  const recorded: Statement[] = [];
  const db = serverDrizzle(driver, { logQuery: (text, params) => recorded.push({ text, params: [...params] }) });
  const sessions = {} as Record<ScaleUser, Session>;
  for (const user of SCALE_USER_NAMES) {
    sessions[user] = await loadSession(executor, SCALE_USERS[user]);
  }

  // The server reads the session afresh for each request, and what a request resolves (a favourite's sensors) is
  // memoised on that object: each captured call gets its own copy, so it runs every statement a request runs.
  const request = (user: ScaleUser): Session => ({ ...sessions[user] });
  const capture = async <T>(run: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> => {
    recorded.length = 0;
    const result = await run();
    return { result, statements: [...recorded] };
  };
  const expectCount = (statements: Statement[], n: number, what: string) => {
    if (statements.length !== n) {
      throw new Error(`expected ${n} statements for ${what}, the server ran ${statements.length}: update the bench`);
    }
    return statements;
  };
  const captured = async (run: () => Promise<unknown>, n: number, what: string) =>
    expectCount((await capture(run)).statements, n, what);
  /**
   * A list's statements: when the query names a favourite, its lookup (`requireTerritory`) and the read of whether its
   * sensors or parcels are still those resolved (`requireSensorLens`, `requireParcelLens`), together; then the page
   * and the count together; then `followUps` statements that read more about the page's rows (the sensors'
   * subscriptions), each after the page. The floor runs them after the count too: a little slower than the server,
   * which overlaps them with the count.
   */
  const listStages = (
    statements: Statement[],
    favouriteId: string | undefined,
    what: string,
    { followUps = 0 } = {},
  ): StatementStages => {
    const lookups = favouriteId === undefined ? 0 : 2;
    expectCount(statements, lookups + 2 + followUps, what);
    const [lookup] = statements;
    if (lookups > 0 && !(lookup && /\bfrom "favourites"/.test(lookup.text) && lookup.params.includes(favouriteId))) {
      throw new Error(`expected the favourite lookup first for ${what}: update the bench`);
    }
    return [
      ...(lookups > 0 ? [statements.slice(0, lookups)] : []),
      statements.slice(lookups, lookups + 2),
      ...statements.slice(lookups + 2).map((statement) => [statement]),
    ];
  };

  /**
   * A list's call captured as the server runs it between two changes: it reuses a favourite's sensors and parcels
   * until something that can move one commits (decisions 188 and 189), so a list under a favourite runs once first and
   * its captured call reads the version in place of the resolution.
   */
  const captureList = async <T>(list: () => Promise<T>, favouriteId: string | undefined) => {
    if (favouriteId !== undefined) await list();
    return capture(list);
  };

  return {
    db,
    sessions,
    sensorList: async (user, query, start) => {
      const { result, statements } = await captureList(
        () => listSensors(db, request(user), sensorListQuerySchema.parse({ ...query, start })),
        query.favouriteId,
      );
      // The page's sensors' subscriptions, for their badges, when the page has rows.
      const coverage = result.items.length > 0 ? 1 : 0;
      return {
        stages: listStages(statements, query.favouriteId, 'GET /back/sensors', { followUps: coverage }),
        total: result.total,
      };
    },
    chart: (sensorId, range) =>
      captured(
        () => listSensorDailyReadings(db, request('staff'), sensorId, range),
        2,
        'GET /back/sensors/:id/readings/daily',
      ),
    // The rules in force, the sample of sensors and the five country packs together, then the sample's readings.
    issuePreview: async () => {
      const statements = await captured(
        () => previewIssueRules(db, DEFAULT_ISSUE_RULES),
        8,
        'POST /back/settings/issues/preview',
      );
      return [statements.slice(0, -1), statements.slice(-1)] as StatementStages;
    },
    insert: async (sensorId, batch) => {
      const [statement] = (await captured(
        () => insertReadings(db, readingInsertValues(sensorId, batch)),
        1,
        'the readings insert',
      )) as [Statement];
      // The floor builds its own parameters for each batch: they must be exactly what the server sends.
      if (JSON.stringify(statement.params) !== JSON.stringify(insertParameters(sensorId, batch))) {
        throw new Error('the server insert parameters changed shape: update insertParameters in device-stream.ts');
      }
      return statement;
    },
    parcelList: async (user, query, start) => {
      const { result, statements } = await captureList(
        () => listParcels(db, request(user), parcelListQuerySchema.parse({ ...query, start })),
        query.favouriteId,
      );
      return {
        stages: listStages(statements, query.favouriteId, 'GET /back/parcels'),
        total: result.total,
      };
    },
    dashboard: async (user, tab) => {
      if (tab === 'night-grid') {
        const { result, statements } = await capture(() =>
          getNightGrid(db, request(user), nightGridQuerySchema.parse({})),
        );
        return { statements, figures: result.items.length };
      }
      const { result, statements } = await capture(() => getDashboard(db, request(user), tab, {}));
      return { statements, figures: result.tiles.length };
    },
    nights: async (sensorId, range) => {
      const { result, statements } = await capture(() => listNightImages(db, request('staff'), sensorId, range));
      return {
        statements: expectCount(statements, 2, 'GET /back/sensors/:id/nights'),
        nights: result.length,
        images: result.filter((night) => night.image !== null).length,
      };
    },
    reviewQueue: async (user) => {
      const { result, statements } = await capture(() =>
        listReviewQueue(db, request(user), reviewQueueQuerySchema.parse({ reviewed: 'false' })),
      );
      return { statements: expectCount(statements, 2, 'GET /back/count-reviews'), total: result.total };
    },
    parcel: (user, parcelId) => captured(() => getParcel(db, request(user), parcelId), 1, 'GET /back/parcels/:id'),
    parcelSynthesis: async (user, parcelId) => {
      const { result, statements } = await capture(() => getParcelSynthesis(db, request(user), parcelId));
      // A parcel whose risk is withheld also reads the subscription its sensor runs under.
      const coverage = result.parcel.riskWithheldSince && result.sensor ? 1 : 0;
      return expectCount(statements, 5 + coverage, 'GET /back/parcels/:id/synthesis');
    },
  };
};

/** The statements with every parameter found in `replacements` replaced (another sensor's or parcel's ids). */
export const withParameters = (statements: readonly Statement[], replacements: ReadonlyMap<unknown, unknown>) =>
  statements.map((statement) => ({
    text: statement.text,
    params: statement.params.map((param) => (replacements.has(param) ? replacements.get(param) : param)),
  }));
