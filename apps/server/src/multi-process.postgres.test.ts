import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Campaign } from '@console/domain/firmware/campaign.schema';
import type { FirmwareOffer } from '@console/domain/firmware/device-firmware.schema';
import type { FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import type { GlobalSettings } from '@console/domain/settings/global-settings.schema';
import { MFA_OTP_GRANT } from '@console/domain/auth/two-factor-grants';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, selectRows } from './db/client.ts';
import { DEMO_PASSWORD } from './demo/seed.ts';
import { DEMO_TOTP_SECRET } from './demo/two-factor.ts';
import { totpCodeAt } from './auth/mfa/totp.ts';
import { capture, newSensor } from './test/device-payloads.ts';
import { swuImage, versionMetadata } from './test/firmware.ts';
import { startHaproxy } from './test/haproxy.ts';
import { runMigrateStep, type ServerProcess, startServerProcess } from './test/server-processes.ts';
import { startSmtpServer } from './test/smtp-server.ts';
import { createTestDatabase } from './test/test-app.ts';

/*
 * Two API processes and a worker on one PostgreSQL database, behind HAProxy (decision 173): what the console keeps
 * in the database (tokens, throttling, settings, jobs, campaigns) holds across processes, and a process killed with
 * `kill -9` loses nothing a client retries.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dataDir: string;
let apis: [ServerProcess, ServerProcess];
let worker: ServerProcess;
let balancer: Awaited<ReturnType<typeof startHaproxy>>;

const processEnv = () => ({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  // The balancer and the tests on loopback name the client's address: each scenario throttles its own.
  TRUST_PROXY: 'loopback',
});

beforeAll(async () => {
  // An empty database: the migrate step migrates it and seeds the demo, as a first deployment's does.
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-processes-'));
  await runMigrateStep(processEnv());
  const [first, second, jobs] = await Promise.all([
    startServerProcess('api', processEnv()),
    startServerProcess('api', processEnv()),
    startServerProcess('worker', processEnv()),
  ]);
  apis = [first, second];
  worker = jobs;
  balancer = await startHaproxy(apis.map((api) => api.port));
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 2, migrate: false });
}, 180_000);

afterAll(async () => {
  await Promise.all([...(apis ?? []), worker].map((server) => server?.kill()));
  await balancer?.stop();
  await handle?.close();
  await smtp?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}, 60_000);

type CallOptions = { token?: string; body?: unknown; ip?: string; method?: string; auth?: string };

const call = async (base: string, url: string, { token, body, ip, method, auth }: CallOptions = {}) =>
  fetch(`${base}${url}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(auth ? { authorization: auth } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });

const json = async <T>(response: Promise<Response> | Response, status = 200): Promise<T> => {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
};

const tokenRequest = (base: string, username: string, password: string, ip: string) =>
  fetch(`${base}/oauth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

const signInAt = async (base: string, email: string) =>
  (await json<{ access_token: string }>(tokenRequest(base, email, DEMO_PASSWORD, '198.51.100.1'))).access_token;

type Device = { id: string; serialNumber: string; deviceSecret: string };
const deviceAuth = ({ serialNumber, deviceSecret }: Device) =>
  `Basic ${Buffer.from(`${serialNumber}:${deviceSecret}`).toString('base64')}`;

/** A trap of the demo farm, registered by staff through the balancer. */
const registerTrap = async (staff: string, serialNumber: string): Promise<Device> => {
  const [farm] = await selectRows<{ id: string }>(
    handle.db,
    sql`select id from accounts where name = 'Ferme des Demo'`,
  );
  return json<Device>(
    call(balancer.url, '/back/sensors', { token: staff, body: newSensor(farm?.id, serialNumber, {}) }),
    201,
  );
};

/** Sends a device's batch until an answer says it is kept, as the traps do: again after a lost or failed answer. */
const sendAsDevice = async (base: string, device: Device, readings: unknown[]) => {
  for (let attempt = 1; ; attempt += 1) {
    const status = await call(base, '/back/device-api/readings', { auth: deviceAuth(device), body: { readings } }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return attempt;
    if (status !== 0 && status < 500) throw new Error(`a batch refused with ${status}`);
    if (attempt === 30) throw new Error('a batch not kept after 30 attempts');
    // The device's own backoff, growing with each failure.
    await new Promise((resolve) => setTimeout(resolve, Math.min(100 * attempt, 1_000)));
  }
};

describe('two API processes and a worker behind HAProxy', () => {
  it('take a token signed on one process on the other', async () => {
    const token = await signInAt(apis[0].url, 'farmer@demo.test');
    const profile = await json<{ email: string }>(call(apis[1].url, '/back/profile', { token }));
    expect(profile.email).toBe('farmer@demo.test');
  });

  it('read a setting changed through the other process, and count one address’s sign-ins across both', async () => {
    const staff = await signInAt(apis[0].url, 'staff@demo.test');
    const { sessions } = (await json<GlobalSettings>(call(apis[0].url, '/back/settings/global', { token: staff })))
      .settings;
    const limit = 10;
    await json(
      call(apis[0].url, '/back/settings/global', {
        token: staff,
        method: 'PUT',
        body: {
          reason: 'Fewer sign-in attempts per address',
          changes: {
            sessions: { version: sessions.version, value: { ...sessions.value, attemptsPerIpPerMinute: limit } },
          },
        },
      }),
    );
    const limitOnSecond = async () =>
      (await json<GlobalSettings>(call(apis[1].url, '/back/settings/global', { token: staff }))).settings.sessions.value
        .attemptsPerIpPerMinute;
    await expect.poll(limitOnSecond, { timeout: 10_000 }).toBe(limit);

    // Wrong passwords from one address, one process after the other: the limit is the two processes' sum.
    const ip = '203.0.113.7';
    for (let attempt = 0; attempt < limit; attempt += 1) {
      // A new name each time: an account's own failures lock it sooner than the address's limit.
      const refused = await json<{ error: string }>(
        tokenRequest(apis[attempt % 2]?.url ?? '', `nobody${attempt}@demo.test`, 'wrong password', ip),
        400,
      );
      expect(refused.error).toBe('invalid_grant');
    }
    for (const api of apis) {
      const throttled = await json<{ error: string }>(tokenRequest(api.url, 'nobody@demo.test', 'wrong', ip), 400);
      expect(throttled.error).toBe('slow_down');
    }
  });

  it('count one user’s wrong second-step codes across both, from whichever addresses', async () => {
    const grant = (base: string, form: Record<string, string>, ip: string) =>
      fetch(`${base}/oauth/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: new URLSearchParams(form).toString(),
      });
    const { mfa_token: mfaToken } = await json<{ mfa_token: string }>(
      tokenRequest(apis[0].url, 'staff-mfa@demo.test', DEMO_PASSWORD, '198.51.100.20'),
      400,
    );
    const otp = (base: string, code: string, ip: string) =>
      json<{ error: string }>(grant(base, { grant_type: MFA_OTP_GRANT, mfa_token: mfaToken, otp: code }, ip), 400);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await otp(apis[attempt % 2]?.url ?? '', '000000', `198.51.100.${30 + attempt}`)).error).toBe(
        'invalid_grant',
      );
    }
    // The right code, on either process: the user is locked for a while, as after five wrong passwords.
    for (const api of apis) {
      expect((await otp(api.url, totpCodeAt(DEMO_TOTP_SECRET, new Date()), '198.51.100.99')).error).toBe('slow_down');
    }
  });

  it('keep every capture of a burst once when one API process dies mid-burst', async () => {
    const staff = await signInAt(balancer.url, 'staff@demo.test');
    const device = await registerTrap(staff, 'MP-BURST-1');
    const batches = Array.from({ length: 40 }, (_, batch) =>
      Array.from({ length: 5 }, (_, index) => capture(new Date(Date.now() - (batch * 5 + index + 1) * 600_000), {})),
    );
    let kept = 0;
    let killed: Promise<void> | null = null;
    const sendAll = async (queue: unknown[][]) => {
      for (let readings = queue.shift(); readings; readings = queue.shift()) {
        await sendAsDevice(balancer.url, device, readings);
        kept += 1;
        // A third of the way in, while other batches are in flight, the second process dies.
        if (kept === 13) killed = apis[1].kill();
      }
    };
    const queue = [...batches];
    await Promise.all(Array.from({ length: 4 }, () => sendAll(queue)));
    await killed;

    const [stored] = await selectRows<{ total: number; distinctIds: number }>(
      handle.db,
      sql`select count(*)::int as total, count(distinct id)::int as "distinctIds"
          from readings where sensor_id = ${device.id}`,
    );
    expect(stored).toEqual({ total: 200, distinctIds: 200 });

    // Started again on its port, the balancer's check sends it work again.
    apis[1] = await startServerProcess('api', processEnv(), apis[1].port);
  });

  it('keep an e-mail queued while the worker is down, and send it once a worker is back', async () => {
    await worker.kill();
    await json(call(balancer.url, '/back/password-reset/forgot', { body: { email: 'farmer@demo.test' } }), 202);
    const [queued] = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from pgboss.job where name = 'mail-send' and state = 'created'`,
    );
    expect(queued?.count).toBe(1);
    expect(smtp.received).toHaveLength(0);

    worker = await startServerProcess('worker', processEnv(), worker.port);
    await smtp.waitForMail('farmer@demo.test', /password-reset/, 30_000);
  });

  it('offer a staged campaign’s update once per trap, and advance the campaign once with two workers', async () => {
    const secondWorker = await startServerProcess('worker', processEnv());
    try {
      const staff = await signInAt(balancer.url, 'staff@demo.test');
      const upload = new FormData();
      // The demo ships 2.3.1 and 2.4.0.
      upload.append('metadata', JSON.stringify(versionMetadata({ version: '2.5.0' })));
      upload.append('image', new Blob([swuImage('rootfs of 2.5.0')]), 'limacapt.swu');
      const version = await json<FirmwareVersion>(
        call(balancer.url, '/back/firmware', { token: staff, body: upload }),
        201,
      );
      const traps = [await registerTrap(staff, 'MP-FW-1'), await registerTrap(staff, 'MP-FW-2')];
      const ask = (base: string, trap: Device) =>
        json<{ update: FirmwareOffer | null }>(
          call(base, '/back/device-api/firmware?version=2.3.1&board=B', { auth: deviceAuth(trap) }),
        );
      for (const trap of traps) {
        // A capture now, its clock four minutes ahead as a device's may be: the trap is in contact, and should the
        // evening begin while the test runs, that capture is the night's, so no trap waits for its capture night.
        await sendAsDevice(balancer.url, trap, [capture(new Date(Date.now() + 240_000), {})]);
        expect((await ask(balancer.url, trap)).update).toBeNull();
      }

      const created = await json<Campaign>(
        call(balancer.url, '/back/firmware/campaigns', {
          token: staff,
          body: {
            name: 'Two processes',
            versionId: version.id,
            target: { serialNumbers: traps.map((trap) => trap.serialNumber) },
            stages: { unit: 'count', values: [1, 2] },
            successPercent: 100,
            errorThreshold: { unit: 'count', value: 10 },
            window: { startHour: 0, endHour: 24 },
          },
        }),
        201,
      );
      await json(
        call(balancer.url, `/back/firmware/campaigns/${created.id}/start`, { token: staff, body: { reason: '' } }),
      );

      // Each trap asks three times on each process at once: one of them is offered the update, always the same.
      const answers = await Promise.all(
        traps.map(async (trap) => ({
          trap,
          offers: (await Promise.all(apis.flatMap((api) => [1, 2, 3].map(() => ask(api.url, trap))))).map(
            (work) => work.update,
          ),
        })),
      );
      const offered = answers.filter(({ offers }) => offers.some(Boolean));
      expect(offered).toHaveLength(1);
      const [first] = offered;
      if (!first) throw new Error('no trap offered');
      expect(new Set(first.offers.map((offer) => JSON.stringify(offer))).size).toBe(1);
      expect(first.offers[0]).toMatchObject({ version: '2.5.0', sha256: version.sha256 });
      const waiting = answers.find(({ trap }) => trap !== first.trap);
      expect(waiting?.offers.every((offer) => offer === null)).toBe(true);

      for (const [index, state] of ['downloading', 'downloaded', 'installing', 'installed'].entries()) {
        await json(
          call(apis[index % 2]?.url ?? '', '/back/device-api/firmware/status', {
            auth: deviceAuth(first.trap),
            body: { state, ...(state === 'installed' ? { version: '2.5.0' } : {}) },
          }),
        );
      }
      await sendAsDevice(balancer.url, first.trap, [capture(new Date(), {})]);

      // Two runs of the campaigns' job at once, one on each worker: the stage opens once.
      const boss = new PgBoss({ connectionString: database.url, migrate: false, schedule: false, supervise: false });
      await boss.start();
      try {
        const runs = await Promise.all([1, 2].map(() => boss.send('firmware-advance-campaigns', {})));
        const finished = async () =>
          (
            await selectRows<{ count: number }>(
              handle.db,
              sql`select count(*)::int as count from pgboss.job
                  where id = any(${sql.param(runs)}::uuid[]) and state = 'completed'`,
            )
          )[0]?.count;
        await expect.poll(finished, { timeout: 30_000 }).toBe(2);
      } finally {
        await boss.stop({ graceful: false });
      }
      const campaign = await json<Campaign>(
        call(balancer.url, `/back/firmware/campaigns/${created.id}`, { token: staff }),
      );
      expect(campaign.currentStage).toBe(2);
      const [advances] = await selectRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from firmware_campaign_events
            where campaign_id = ${created.id} and action = 'advance'`,
      );
      expect(advances?.count).toBe(1);
      expect((await ask(apis[1].url, waiting?.trap ?? first.trap)).update).toMatchObject({ version: '2.5.0' });
    } finally {
      await secondWorker.kill();
    }
  });

  it('run each schedule once per slot, whichever worker takes it', async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      (await selectRows<{ count: number }>(handle.db, query))[0]?.count;
    // pg-boss files each occurrence under its schedule's key and minute, then forwards it to the schedule's queue.
    const doubled = () =>
      count(sql`select count(*)::int as count from (
                  select 1 from pgboss.job where name = '__pgboss__send-it'
                  group by singleton_key, singleton_on having count(*) > 1) as twice`);
    const filed = () =>
      count(sql`select count(*)::int as count from pgboss.job
                where name = '__pgboss__send-it' and singleton_key like 'notifications-send-mails\\_\\_%'`);
    const ran = () => count(sql`select count(*)::int as count from pgboss.job where name = 'notifications-send-mails'`);
    // The minute's schedule: its first slot comes within a minute and a half of the workers' start.
    await expect.poll(ran, { timeout: 100_000 }).toBeGreaterThan(0);
    expect(await doubled()).toBe(0);
    await expect.poll(async () => (await filed()) === (await ran())).toBe(true);
  }, 120_000);
});
