import type { Endpoint } from '@console/domain/api/endpoint';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { openDatabase, selectRows, type Database, type DatabaseHandle } from '../db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../demo/seed.ts';
import { openJobQueue, queueBacklog } from '../jobs/job-queue.ts';
import { MAIL_QUEUE, type Mailing, type MailRetry } from '../mail/mail-queue.ts';
import { startMailing } from '../mail/mailing.ts';
import { mailSender } from '../features/settings/service.ts';
import { expect, inject } from 'vitest';
import { sql } from 'drizzle-orm';

import { withAdminClient } from './admin-client.ts';
import { watchUndocumentedAnswers } from './undocumented-answers.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  jobs: PgBoss;
  /** The app's mail queue, for calling scheduled jobs that send e-mail. */
  mailing: Mailing;
  /** The app's settings, for calling jobs that need more than the database (its file store). */
  config: Config;
  /** Closes the app and its database, then fails if the app gave an answer its route does not document. */
  close: () => Promise<void>;
};

/** E-mail retries within a test's patience. */
export const TEST_MAIL_RETRY: MailRetry = { delaySeconds: 1, limit: 3 };

/** A new database on the PostgreSQL server at `serverUrl` (the suite's), a copy of `template` when given. */
export const createTestDatabase = async (serverUrl = process.env.DATABASE_URL, template?: string) => {
  if (!serverUrl) throw new Error('a database of its own needs PostgreSQL: run it with npm run test:pg');
  const name = `test_${crypto.randomUUID().replaceAll('-', '')}`;
  const copy = template ? ` TEMPLATE ${template}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
};

/** An empty database of the test's own on the run's engine, reopened as often as the test likes from `options`. */
export const createEmptyDatabase = async () => {
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase();
    return { options: { databaseUrl: database.url, poolSize: 2 }, drop: database.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-db-'));
  return { options: { dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
};

/**
 * A fresh database per test file: PGlite in memory, or, when DATABASE_URL (or `serverUrl`, a test's own cluster)
 * names a PostgreSQL server, a new database created on it and dropped afterwards. Seeded with the demo data set:
 * a copy of the run's seeded database when there is one.
 */
export const createTestApp = async (
  settings: Record<string, string> = {},
  serverUrl = process.env.DATABASE_URL,
): Promise<TestApp> => {
  // The run's seeded database (template-database.ts), when this file's server is the run's.
  const template =
    serverUrl === process.env.DATABASE_URL ? inject(serverUrl ? 'templateDatabase' : 'pgliteDump') : undefined;
  const database = serverUrl ? await createTestDatabase(serverUrl, template) : undefined;
  const databaseUrl = database?.url;
  const pgliteDump = !serverUrl && template ? new Blob([fs.readFileSync(template)]) : undefined;
  const handle = await openDatabase({ databaseUrl, poolSize: 4, pgliteDump });
  if (!template) await seedDemo(handle.db);
  // The file store's folder: the test's own, removed with it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATA_DIR: dataDir, ...settings });
  const log = pino({ level: 'silent' });
  const jobs = await openJobQueue(handle, log);
  const mailing = await startMailing(config, jobs, log, { sender: mailSender(handle.db), retry: TEST_MAIL_RETRY });
  const { app, undocumentedAnswers } = await watchUndocumentedAnswers(() =>
    buildApp({ config, db: handle.db, mailing, backlog: () => queueBacklog(jobs) }),
  );
  return {
    app,
    db: handle.db,
    handle,
    jobs,
    mailing,
    config,
    close: async () => {
      await app.close();
      await jobs.stop({ graceful: false });
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
      const undocumented = undocumentedAnswers();
      if (undocumented.length > 0) {
        throw new Error(
          `answers missing from the OpenAPI document (declare them in the route):\n${undocumented.join('\n')}`,
        );
      }
    },
  };
};

export const requestTokens = (app: FastifyInstance, form: Record<string, string>, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/oauth/tokens',
    remoteAddress: ip,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

export const signIn = async (app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> => {
  const response = await requestTokens(app, { grant_type: 'password', username: email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The API as a client calls it: `/back` paths under a bearer token. Takes the app lazily, as a test file opens it in
 * `beforeAll`.
 */
export const apiClient = (app: () => FastifyInstance) => {
  const call = (token: string, method: Endpoint['method'], url: string, payload?: unknown) =>
    app().inject({
      method,
      url: `/back${url}`,
      headers: bearer(token),
      ...(payload ? { payload: payload as object } : {}),
    });
  return {
    call,
    get: (token: string, url: string) => call(token, 'GET', url),
    post: (token: string, url: string, payload?: unknown) => call(token, 'POST', url, payload ?? {}),
  };
};

/**
 * Access tokens of the four demo users, the cast of most tenant tests. The newcomer, who has not accepted the terms of
 * service in the demo, accepts them here: its farm is the tests' other tenant, and the server keeps tenant data from
 * anyone who has not accepted them. The terms gate's own tests sign the newcomer in with `signIn`.
 */
export const signInDemoUsers = async (app: FastifyInstance) => {
  const as = (name: string) => signIn(app, `${name}@demo.test`);
  const [staff, provider, farmer, newcomer] = await Promise.all([
    as('staff'),
    as('provider'),
    as('farmer'),
    as('newcomer'),
  ]);
  const accepted = await app.inject({ method: 'POST', url: '/back/profile/tos/accept', headers: bearer(newcomer) });
  if (accepted.statusCode !== 204) throw new Error(`the newcomer could not accept the terms: ${accepted.body}`);
  return { staff, provider, farmer, newcomer };
};

/**
 * Waits until the mail worker has sent every message queued so far (or given it up): after this no e-mail is still on
 * its way, so a test may count what arrived.
 */
export const mailQueueDrained = async (db: Database) => {
  const pending = async () =>
    (
      await selectRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from pgboss.job
            where name = ${MAIL_QUEUE} and state in ('created', 'retry', 'active')`,
      )
    )[0]?.count;
  await expect.poll(pending).toBe(0);
};
