import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users, userTokens } from '../../db/schema.ts';
import { findAdminRoleId } from '../accounts/service.ts';
import { linkIn, startSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, requestTokens, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  // The first message is refused: e-mail must survive a failing SMTP server.
  smtp = await startSmtpServer({ refuseFirst: 1 });
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const tokenOf = (link: string) => new URL(link).pathname.split('/')[2] ?? '';

const farm = {
  name: 'Ferme du Ruisseau',
  postalAddress: { firstLine: '3 chemin du Moulin', postalCode: '32000', city: 'Auch', country: 'FR' },
};
const person = (email: string) => ({ firstName: 'Lucie', lastName: 'Marchand', email, language: 'fr' });

describe('registration', () => {
  it('creates a farm whose admin activates it from the e-mailed link, once', async () => {
    const response = await post('/back/register', { account: farm, admin: person('lucie@ruisseau.test') });
    expect(response.statusCode).toBe(202);
    // Retried after the SMTP server's refusal, in the person's language.
    const mail = await smtp.waitForMail('lucie@ruisseau.test', /Subject: /);
    expect(smtp.refusedCount()).toBe(1);
    expect(mail).toContain('=?UTF-8?');
    const link = linkIn(mail, '/register/');
    const token = tokenOf(link);

    const activation = await get(`/back/register/${token}`);
    expect(activation.json()).toMatchObject({
      email: 'lucie@ruisseau.test',
      accountName: 'Ferme du Ruisseau',
      accountType: 'farmer',
      completesFarm: true,
    });
    expect(
      (await requestTokens(t.app, { grant_type: 'password', username: 'lucie@ruisseau.test', password: 'x' }))
        .statusCode,
    ).toBe(400);

    const withName = await post(`/back/register/${token}`, { password: 'marchand-pré-2026' });
    expect(withName.statusCode).toBe(422);
    expect(withName.json().data.issues).toEqual([{ path: ['password'], message: 'password.errors.identity' }]);
    expect((await post(`/back/register/${token}`, { password: 'short' })).statusCode).toBe(422);
    for (const password of ['aaaaaaaaaaaa', '123456789012', 'passwordpassword', 'Password123!']) {
      const guessable = await post(`/back/register/${token}`, { password });
      expect(guessable.statusCode, password).toBe(422);
      expect(guessable.json().data.issues).toEqual([{ path: ['password'], message: 'password.errors.guessable' }]);
    }

    const activated = await post(`/back/register/${token}`, { password: 'colza-limaces-2026' });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ email: 'lucie@ruisseau.test' });
    await expect(signIn(t.app, 'lucie@ruisseau.test', 'colza-limaces-2026')).resolves.toBeTypeOf('string');

    // The link is spent.
    expect((await get(`/back/register/${token}`)).statusCode).toBe(404);
    expect((await post(`/back/register/${token}`, { password: 'another-long-pass' })).statusCode).toBe(404);
  });

  it('answers the same for an address in use and mails its owner a way back in, creating nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    const response = await post('/back/register', { account: farm, admin: person('FARMER@demo.test') });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    const mail = await smtp.waitForMail('farmer@demo.test', /password-reset/);
    expect(linkIn(mail, '/password-reset/')).toMatch(/^https:\/\/console\.example\.test\/password-reset\/[\w-]{43}$/);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(accounts)).toEqual(before);
  });

  it('refuses an invalid farm with field paths and an unknown link as not found', async () => {
    const response = await post('/back/register', {
      account: { ...farm, siret: '123', postalAddress: { ...farm.postalAddress, country: 'IT' } },
      admin: { ...person('not-an-email'), firstName: '' },
    });
    expect(response.statusCode).toBe(422);
    const paths = response
      .json<{ data: { issues: { path: string[] }[] } }>()
      .data.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['account.siret', 'account.postalAddress.country', 'admin.email', 'admin.firstName']),
    );
    expect((await get(`/back/register/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get('/back/register/too-short')).statusCode).toBe(404);
  });

  it("lets the admin of a farm created for them review the farm's details while activating", async () => {
    const [account] = await t.db
      .insert(accounts)
      .values({ type: 'farmer', name: 'GAEC brouillon' })
      .returning({ id: accounts.id });
    await t.db.insert(users).values({
      accountId: account?.id ?? '',
      roleId: await findAdminRoleId(t.db, 'farmer'),
      email: 'paul@gaec.test',
      firstName: 'Paul',
      lastName: 'Besson',
      language: 'en',
    });
    // Someone who never activated and asks for a reset gets a new activation link instead.
    await post('/back/password-reset/forgot', { email: 'paul@gaec.test' });
    const token = tokenOf(linkIn(await smtp.waitForMail('paul@gaec.test', /register/), '/register/'));
    expect((await get(`/back/register/${token}`)).json()).toMatchObject({
      completesFarm: true,
      farm: { name: 'GAEC brouillon', siret: null, postalAddress: null },
    });
    const response = await post(`/back/register/${token}/farmers`, {
      password: 'winter-barley-field',
      account: { ...farm, name: 'GAEC des Trois Chênes', siret: '12345678901234' },
    });
    expect(response.statusCode).toBe(200);
    const [saved] = await t.db
      .select({ name: accounts.name, siret: accounts.siret, city: sql<string>`${accounts.postalAddress}->>'city'` })
      .from(accounts)
      .where(eq(accounts.id, account?.id ?? ''));
    expect(saved).toEqual({ name: 'GAEC des Trois Chênes', siret: '12345678901234', city: 'Auch' });
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and sends it nothing', async () => {
    const unknown = await post('/back/password-reset/forgot', { email: 'nobody@nowhere.test' });
    const known = await post('/back/password-reset/forgot', { email: 'provider@demo.test' });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(known.statusCode).toBe(202);
    await smtp.waitForMail('provider@demo.test', /password-reset/);
    expect(smtp.received.some((mail) => mail.to.includes('nobody@nowhere.test'))).toBe(false);
  });

  it('sets a new password once, signs out every earlier session, and refuses an expired link', async () => {
    const before = await requestTokens(t.app, {
      grant_type: 'password',
      username: 'newcomer@demo.test',
      password: 'demo-password',
    });
    const { refresh_token: refreshToken } = before.json<{ refresh_token: string }>();
    await post('/back/password-reset/forgot', { email: 'newcomer@demo.test' });
    const token = tokenOf(linkIn(await smtp.waitForMail('newcomer@demo.test', /password-reset/), '/password-reset/'));
    expect((await get(`/back/password-reset/${token}`)).json()).toMatchObject({ email: 'newcomer@demo.test' });
    // A second request within the minute sends nothing new: the first link stays the one that works.
    await post('/back/password-reset/forgot', { email: 'newcomer@demo.test' });

    expect((await post(`/back/password-reset/${token}`, { password: 'newcomer-forever-1' })).statusCode).toBe(422);
    const guessable = await post(`/back/password-reset/${token}`, { password: 'qwertyuiopasdf' });
    expect(guessable.json().data.issues).toEqual([{ path: ['password'], message: 'password.errors.guessable' }]);
    const reset = await post(`/back/password-reset/${token}`, { password: 'hedgerow-and-clover' });
    expect(reset.statusCode).toBe(200);
    await expect(signIn(t.app, 'newcomer@demo.test', 'hedgerow-and-clover')).resolves.toBeTypeOf('string');
    expect((await requestTokens(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken })).statusCode).toBe(
      400,
    );
    expect((await post(`/back/password-reset/${token}`, { password: 'another-good-one' })).statusCode).toBe(404);
    expect(smtp.received.filter((mail) => mail.to.includes('newcomer@demo.test'))).toHaveLength(1);

    // A link left unused for more than its hour no longer works.
    await t.db.update(userTokens).set({ createdAt: sql`now() - interval '2 hours'` });
    await post('/back/password-reset/forgot', { email: 'newcomer@demo.test' });
    const mailsToNewcomer = () => smtp.received.filter((mail) => mail.to.includes('newcomer@demo.test'));
    await expect.poll(() => mailsToNewcomer().length).toBe(2);
    const late = tokenOf(linkIn(mailsToNewcomer()[1]?.raw ?? '', '/password-reset/'));
    expect((await get(`/back/password-reset/${late}`)).statusCode).toBe(200);
    await t.db.update(userTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await get(`/back/password-reset/${late}`)).statusCode).toBe(404);
    expect((await post(`/back/password-reset/${late}`, { password: 'too-late-for-this' })).statusCode).toBe(404);
  });
});

describe('registration limits', () => {
  const register = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/back/register',
      remoteAddress: ip,
      payload: { account: farm, admin: person(email) },
    });

  it('answers 429 with Retry-After to a client address past 10 registrations an hour, and creates nothing', async () => {
    for (let n = 0; n < 10; n += 1) {
      expect((await register(`farm-${n}@domain-${n}.test`, '203.0.113.7')).statusCode).toBe(202);
    }
    const refused = await register('one-more@elsewhere.test', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json()).toMatchObject({ status: 429, message: 'too many requests, try again later' });
    expect(await t.db.select().from(users).where(eq(users.email, 'one-more@elsewhere.test'))).toHaveLength(0);
    // Another client address is not held back.
    expect((await register('one-more@elsewhere.test', '203.0.113.8')).statusCode).toBe(202);
  });

  it('answers 429 to a client address past 20 password-reset requests an hour, whatever the addresses', async () => {
    const forgot = (email: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/back/password-reset/forgot', remoteAddress: ip, payload: { email } });
    for (let n = 0; n < 20; n += 1) {
      expect((await forgot(`someone-${n}@nowhere.test`, '203.0.113.20')).statusCode).toBe(202);
    }
    const refused = await forgot('one-more@nowhere.test', '203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await forgot('one-more@nowhere.test', '203.0.113.21')).statusCode).toBe(202);
  });

  it('answers 429 past 30 registrations an hour for one e-mail domain, from any client address', async () => {
    for (let n = 0; n < 30; n += 1) {
      expect((await register(`person-${n}@Victim.test`, `198.51.100.${n}`)).statusCode).toBe(202);
    }
    expect((await register('person-30@victim.test', '198.51.100.200')).statusCode).toBe(429);
  });
});

describe('captcha', () => {
  let captcha: http.Server;
  let withCaptcha: TestApp;

  beforeAll(async () => {
    // A local stand-in for the captcha provider's siteverify call: only the answer "solved" passes.
    captcha = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ success: form.get('secret') === 'captcha-secret' && form.get('response') === 'solved' }),
        );
      });
    });
    await new Promise<void>((resolve) => captcha.listen(0, '127.0.0.1', resolve));
    const { port } = captcha.address() as AddressInfo;
    withCaptcha = await createTestApp({
      SMTP_URL: smtp.url,
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: 'captcha-secret',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
  });
  afterAll(async () => {
    await withCaptcha.close();
    await new Promise((resolve) => captcha.close(resolve));
  });

  it('is checked with the provider before anything is created', async () => {
    const register = (captchaToken?: string) =>
      withCaptcha.app.inject({
        method: 'POST',
        url: '/back/register',
        payload: { account: farm, admin: person('bot@spam.test'), captchaToken },
      });
    for (const answer of [undefined, 'guessed']) {
      const refused = await register(answer);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data.issues).toEqual([{ path: ['captchaToken'], message: 'register.errors.captcha' }]);
    }
    expect((await register('solved')).statusCode).toBe(202);
    expect(
      await withCaptcha.db.select({ id: users.id }).from(users).where(eq(users.email, 'bot@spam.test')),
    ).toHaveLength(1);
  });
});
