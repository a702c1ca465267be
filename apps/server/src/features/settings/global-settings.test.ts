import type { GlobalSettings, SettingVersion } from '@console/domain/settings/global-settings.schema';
import { DEFAULT_GLOBAL_SETTINGS } from '@console/domain/settings/global-setting-defaults';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { seedDemoSettings } from '../../demo/settings.ts';
import { watchSettings } from '../../db/settings-store.ts';
import { createUserWithRights } from '../../test/fixtures.ts';
import { readableMail, startSmtpServer } from '../../test/smtp-server.ts';
import { bearer, createTestApp, requestTokens, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let readOnlyStaff: string;

const URL = '/back/settings/global';

beforeAll(async () => {
  t = await createTestApp({ APP_TITLE: 'SlugWatch Test' });
  users = await signInDemoUsers(t.app);
  await createUserWithRights(t.db, 'De Sangosse', 'settings-reader@demo.test', { configuration: 'read-only' });
  readOnlyStaff = await signIn(t.app, 'settings-reader@demo.test');
});
afterAll(() => t.close());

const read = async (token = users.staff) => {
  const response = await t.app.inject({ url: URL, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GlobalSettings>();
};
const put = (payload: unknown, token = users.staff) =>
  t.app.inject({ method: 'PUT', url: URL, headers: bearer(token), payload: payload as object });
const reset = (key: string, payload: unknown, token = users.staff) =>
  t.app.inject({ method: 'POST', url: `${URL}/${key}/reset`, headers: bearer(token), payload: payload as object });
const history = async (query = '') => {
  const response = await t.app.inject({ url: `${URL}/history${query}`, headers: bearer(users.staff) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: SettingVersion[]; total: number }>();
};
const publicTitle = async () =>
  (await t.app.inject({ url: '/back/environment' })).json<{ appTitle: string }>().appTitle;
const pathsOf = (response: { json: () => { data: { issues: { path: (string | number)[] }[] } } }) =>
  response.json().data.issues.map((issue) => issue.path.join('.'));

const product = (settings: GlobalSettings, appTitle: string) => ({
  version: settings.settings.product.version,
  value: { ...settings.settings.product.value, appTitle },
});

describe('/settings/global', () => {
  it('answers each setting at its default, the environment’s where set, and names the variables', async () => {
    const settings = await read();
    expect(settings.settings.product).toMatchObject({ version: 0, isDefault: true, changedBy: null });
    expect(settings.settings.product.value.appTitle).toBe('SlugWatch Test');
    expect(settings.settings.sessions.value).toEqual(DEFAULT_GLOBAL_SETTINGS.sessions);
    expect(settings.settings.risk.value).toEqual(DEFAULT_GLOBAL_SETTINGS.risk);
    expect(settings.environment).toMatchObject({
      apiPrefix: '/back',
      oauthPrefix: '/oauth',
      defaultsFromEnvironment: ['APP_TITLE'],
    });
  });

  it('is read by staff with the Configuration right and changed only with full access, checked before the body', async () => {
    for (const token of [users.farmer, users.provider]) {
      expect((await t.app.inject({ url: URL, headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `${URL}/history`, headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await read(readOnlyStaff)).settings.product.version).toBe(0);
    for (const token of [users.farmer, users.provider, readOnlyStaff]) {
      expect((await put({ reason: 1 }, token)).statusCode).toBe(403);
      expect((await reset('product', {}, token)).statusCode).toBe(403);
    }
  });

  it('answers 422 with the path of each value out of its bounds, and of a missing reason', async () => {
    const settings = await read();
    const response = await put({
      reason: ' ',
      changes: {
        product: product(settings, ''),
        sessions: {
          version: 0,
          value: { ...DEFAULT_GLOBAL_SETTINGS.sessions, accessTokenSeconds: 30, passwordResetLinkHours: 48 },
        },
        mail: { version: 0, value: { senderName: 'Bad "name"', senderAddress: 'not-an-address' } },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(pathsOf(response).sort()).toEqual([
      'changes.mail.value.senderAddress',
      'changes.mail.value.senderName',
      'changes.product.value.appTitle',
      'changes.sessions.value.accessTokenSeconds',
      'changes.sessions.value.passwordResetLinkHours',
      'reason',
    ]);
    expect(pathsOf(await put({ reason: 'nothing to change', changes: {} }))).toEqual(['changes']);
    expect((await read()).settings.product.version).toBe(0);
  });

  it('keeps each change as a version the sign-in page shows at once, refuses a stale one, and resets', async () => {
    const before = await read();
    const changed = await put({ reason: 'Spring rebranding', changes: { product: product(before, 'SlugWatch Pro') } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<GlobalSettings>().settings.product).toMatchObject({
      version: 1,
      isDefault: false,
      value: { appTitle: 'SlugWatch Pro' },
      changedBy: 'Claire Martin',
    });
    expect(await publicTitle()).toBe('SlugWatch Pro');

    const stale = await put({ reason: 'Another title', changes: { product: product(before, 'SlugWatch Max') } });
    expect(stale.statusCode).toBe(409);
    expect(pathsOf(stale)).toEqual(['changes.product.version']);

    const reverted = await reset('product', { version: 1, reason: 'Back to the deployment title' });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json<GlobalSettings>().settings.product).toMatchObject({ version: 2, isDefault: true });
    expect(await publicTitle()).toBe('SlugWatch Test');

    const { items } = await history('?key=product');
    expect(
      items.map(({ version, reason, isReset, changes, changedBy }) => ({
        version,
        reason,
        isReset,
        changes,
        changedBy,
      })),
    ).toEqual([
      {
        version: 2,
        reason: 'Back to the deployment title',
        isReset: true,
        changes: [{ path: 'appTitle', before: 'SlugWatch Pro', after: 'SlugWatch Test' }],
        changedBy: 'Claire Martin',
      },
      {
        version: 1,
        reason: 'Spring rebranding',
        isReset: false,
        changes: [{ path: 'appTitle', before: 'SlugWatch Test', after: 'SlugWatch Pro' }],
        changedBy: 'Claire Martin',
      },
    ]);
  });

  it('writes all the groups of one save or none, and no version for a group left as it was', async () => {
    const before = await read();
    const mailVersion = before.settings.mail.version;
    const refused = await put({
      reason: 'New sender and title',
      changes: {
        product: product(before, 'Half written'),
        mail: { version: mailVersion + 1, value: { senderName: 'Slug desk', senderAddress: 'desk@example.com' } },
      },
    });
    expect(refused.statusCode).toBe(409);
    expect((await read()).settings.product.value.appTitle).toBe(before.settings.product.value.appTitle);

    const total = (await history()).total;
    const unchanged = await put({
      reason: 'Saved as it was',
      changes: { risk: { version: 0, value: DEFAULT_GLOBAL_SETTINGS.risk } },
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json<GlobalSettings>().settings.risk).toMatchObject({ version: 0, isDefault: true });
    expect((await history()).total).toBe(total);
  });

  it('signs in with the token lifetimes and the lockout the staff set', async () => {
    const before = await read();
    const sessions = {
      ...before.settings.sessions.value,
      accessTokenSeconds: 120,
      refreshTokenDays: 2,
      failuresBeforeLock: 3,
    };
    const saved = await put({
      reason: 'Shorter sessions',
      changes: { sessions: { version: before.settings.sessions.version, value: sessions } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const grant = await requestTokens(
      t.app,
      { grant_type: 'password', username: 'farmer@demo.test', password: 'demo-password' },
      '10.1.0.1',
    );
    expect(grant.json()).toMatchObject({ expires_in: 120 });
    const [stored] = await selectRows<{ days: string }>(
      t.db,
      sql`select round(extract(epoch from expires_at - now()) / 86400) as days
        from refresh_tokens order by created_at desc limit 1`,
    );
    expect(Number(stored?.days)).toBe(2);

    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await requestTokens(
        t.app,
        { grant_type: 'password', username: 'provider@demo.test', password: `wrong-${attempt}` },
        '10.1.0.2',
      );
      expect(wrong.json().error).toBe('invalid_grant');
    }
    const locked = await requestTokens(
      t.app,
      { grant_type: 'password', username: 'provider@demo.test', password: 'demo-password' },
      '10.1.0.3',
    );
    expect(locked.json().error).toBe('slow_down');
  });

  it('writes the test message to the demo outbox when no mail server is set', async () => {
    const sent = await t.app.inject({ method: 'POST', url: `${URL}/test-mail`, headers: bearer(users.staff) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().answer).toMatch(/^written to the outbox: .+\.eml$/);
  });

  it('is cached by a process, which reads it again once another process changes it', async () => {
    const value = (await read()).settings.product.value;
    // Another process's change, as this one sees it: a committed row and, unless the notice is off, its notice.
    const changeElsewhere = (appTitle: string) =>
      t.db.execute(sql`update settings set value = ${JSON.stringify({ ...value, appTitle })}::jsonb,
        version = version + 1 where key = 'product'`);
    const stop = await watchSettings(t.handle, pino({ level: 'silent' }));
    try {
      const cached = await publicTitle();
      await t.db.execute(sql`alter table settings disable trigger settings_tell_changed`);
      await changeElsewhere('Unnoticed');
      expect(await publicTitle()).toBe(cached);
      await t.db.execute(sql`alter table settings enable trigger settings_tell_changed`);
      await changeElsewhere('Changed elsewhere');
      await expect.poll(publicTitle, { timeout: 5_000 }).toBe('Changed elsewhere');
    } finally {
      await stop();
    }
  });
});

describe('the e-mail settings', () => {
  let mailed: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailed = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Slug Alerts <alerts@slugwatch.example>' });
  });
  afterAll(async () => {
    await mailed.close();
    await smtp.close();
  });

  it('send from the sender the staff set, naming the product as they call it, with a reset link that lasts as long as they set', async () => {
    const staff = await signIn(mailed.app, 'staff@demo.test');
    const { settings } = (await mailed.app.inject({ url: URL, headers: bearer(staff) })).json<GlobalSettings>();
    expect(settings.mail.value).toEqual({ senderName: 'Slug Alerts', senderAddress: 'alerts@slugwatch.example' });
    const saved = await mailed.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(staff),
      payload: {
        reason: 'Mail from the support desk',
        changes: {
          mail: { version: 0, value: { senderName: 'Slug Desk', senderAddress: 'desk@slugwatch.example' } },
          sessions: { version: 0, value: { ...settings.sessions.value, passwordResetLinkHours: 3 } },
          product: { version: 0, value: { ...settings.product.value, appTitle: 'Limace Pro' } },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const forgot = await mailed.app.inject({
      method: 'POST',
      url: '/back/password-reset/forgot',
      payload: { email: 'farmer@demo.test' },
    });
    expect(forgot.statusCode).toBe(202);
    const mail = await smtp.waitForMail('farmer@demo.test', /Subject: /);
    expect(mail).toMatch(/^From: "?Slug Desk"? <desk@slugwatch\.example>$/m);
    expect(readableMail(mail).subject).toBe('Réinitialisez votre mot de passe Limace Pro');
    expect(readableMail(mail).text).toContain('valable 3 heures');
    const [link] = await selectRows<{ hours: string }>(
      mailed.db,
      sql`select round(extract(epoch from expires_at - now()) / 3600) as hours
        from user_tokens where purpose = 'password-reset' order by expires_at desc limit 1`,
    );
    expect(Number(link?.hours)).toBe(3);
  });

  it('send a test message now and tell what the mail server answered, or its refusal', async () => {
    const staff = await signIn(mailed.app, 'staff@demo.test');
    const sent = await mailed.app.inject({ method: 'POST', url: `${URL}/test-mail`, headers: bearer(staff) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ recipient: 'staff@demo.test', answer: expect.stringMatching(/^250 /) });
    const mail = await smtp.waitForMail('staff@demo.test', /Subject: /);
    expect(readableMail(mail).subject).toBe('Test e-mail from the console');

    const provider = await signIn(mailed.app, 'provider@demo.test');
    const refused = await mailed.app.inject({ method: 'POST', url: `${URL}/test-mail`, headers: bearer(provider) });
    expect(refused.statusCode).toBe(403);
  });

  it('answer 502 with the mail server’s words when it refuses the test message', async () => {
    const refusing = await startSmtpServer({ refuseFirst: 1 });
    const app = await createTestApp({ SMTP_URL: refusing.url });
    try {
      const staff = await signIn(app.app, 'staff@demo.test');
      const response = await app.app.inject({ method: 'POST', url: `${URL}/test-mail`, headers: bearer(staff) });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/try again later/);
    } finally {
      await app.close();
      await refusing.close();
    }
  });
});

describe('the demo settings', () => {
  it('leave a season of versions in the history, newest first, and the product at its default', async () => {
    const demo = await createTestApp();
    try {
      await seedDemoSettings(demo.db);
      const staff = await signIn(demo.app, 'staff@demo.test');
      const response = await demo.app.inject({ url: `${URL}/history`, headers: bearer(staff) });
      const { items, total } = response.json<{ items: SettingVersion[]; total: number }>();
      expect(total).toBe(8);
      expect(items.map((item) => [item.key, item.version, item.isReset])).toEqual([
        ['issueRules', 1, false],
        ['country:AU', 1, false],
        ['country:FR', 1, false],
        ['country:UK', 1, false],
        ['sessions', 1, false],
        ['mail', 1, false],
        ['product', 2, true],
        ['product', 1, false],
      ]);
      expect(items.map((item) => item.changedAt)).toEqual([...items.map((item) => item.changedAt)].sort().reverse());
      // The newest is five days old: none is dated in the future.
      expect(Date.parse(items[0]?.changedAt ?? '')).toBeLessThan(Date.now() - 4 * 86_400_000);
      const { settings } = (await demo.app.inject({ url: URL, headers: bearer(staff) })).json<GlobalSettings>();
      expect(settings.product.isDefault).toBe(true);
      expect(settings.mail.value.senderName).toBe('SlugWatch Alerts');
    } finally {
      await demo.close();
    }
  });
});
