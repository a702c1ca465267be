import type { Profile } from '@console/domain/profile/profile.schema';
import type { SupportLoginInfo } from '@console/domain/support/support.schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { serverSecrets, supportLogins } from '../../db/schema.ts';
import { startSupportSite, type SupportSitePage } from '../../test/support-site.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { purgeSupportLogins } from './service.ts';
import { createSupportLoginIssuer, SUPPORT_LOGIN_TTL_SECONDS } from './support-login.ts';

const SECRET = 'a-test-only-secret-shared-with-the-support-site';

let t: TestApp;
let site: Awaited<ReturnType<typeof startSupportSite>>;
let farmer: string;
let profile: Profile;
beforeAll(async () => {
  site = await startSupportSite({ secret: SECRET });
  t = await createTestApp({ SUPPORT_URL: site.url, SUPPORT_SSO_SECRET: SECRET });
  farmer = await signIn(t.app, 'farmer@demo.test');
  profile = (await t.app.inject({ url: '/back/profile', headers: bearer(farmer) })).json<Profile>();
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const requestLogin = async (): Promise<SupportLoginInfo> => {
  const response = await t.app.inject({ url: '/back/profile/sav/login', headers: bearer(farmer) });
  expect(response.statusCode).toBe(200);
  return response.json<SupportLoginInfo>();
};

/**
 * Posts the token as /sav-redirect's form does, then follows the site's redirect with its cookie: the page the
 * browser lands on, or the site's refusal.
 */
const postToSite = async (
  { token, action }: SupportLoginInfo,
  referrer = '/kb/article-1',
): Promise<SupportSitePage | { status: number; error: string }> => {
  const response = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams({ token, referrer }),
    redirect: 'manual',
  });
  if (response.status !== 303) {
    const { error } = (await response.json()) as { error: string };
    return { status: response.status, error };
  }
  const page = await fetch(new URL(response.headers.get('location') ?? '', action), {
    headers: { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '', accept: 'application/json' },
  });
  return (await page.json()) as SupportSitePage;
};

describe('GET /back/profile/sav/login', () => {
  it("signs the user in on the after-sales site with their own details, on the referrer's page", async () => {
    const login = await requestLogin();
    expect(login.action).toBe(`${site.url}/sso/console`);
    const page = await postToSite(login);
    expect(page).toMatchObject({ path: '/kb/article-1' });
    expect((page as SupportSitePage).user).toMatchObject({
      sub: profile.id,
      email: 'farmer@demo.test',
      given_name: profile.firstName,
      family_name: profile.lastName,
      account_id: profile.accountId,
      account_name: 'Ferme des Demo',
      account_type: 'farmer',
      role: profile.role.labelFr,
      country: profile.postalAddress?.country,
      language: profile.language,
      aud: site.url,
    });
  });

  it('gives a token valid three minutes, which the site takes once only', async () => {
    const login = await requestLogin();
    const { iat = 0, exp } = decodeJwt(login.token);
    expect(exp).toBe(iat + SUPPORT_LOGIN_TTL_SECONDS);
    expect(await postToSite(login)).toMatchObject({ user: { email: 'farmer@demo.test' } });
    expect(await postToSite(login)).toEqual({ status: 401, error: 'replayed' });
  });

  it('records each token by its jti, so a token the site shows can be traced', async () => {
    const { jti } = decodeJwt((await requestLogin()).token);
    const rows = await t.db
      .select()
      .from(supportLogins)
      .where(eq(supportLogins.id, jti ?? ''));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.userId).toBe(profile.id);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.issuedAt.getTime() ?? 0)).toBe(SUPPORT_LOGIN_TTL_SECONDS * 1000);
  });

  it('gives a token the site refuses once it has expired', async () => {
    const config = loadConfig({ SUPPORT_URL: site.url, SUPPORT_SSO_SECRET: SECRET });
    const issue = await createSupportLoginIssuer(t.db, config);
    const login = await issue(profile.id, new Date(Date.now() - (SUPPORT_LOGIN_TTL_SECONDS + 1) * 1000));
    expect(await postToSite(login)).toEqual({ status: 401, error: 'expired' });
  });

  it('signs, without a configured secret, with one generated under its own name, which the site must be given', async () => {
    const issue = await createSupportLoginIssuer(t.db, loadConfig({ SUPPORT_URL: site.url }));
    const login = await issue(profile.id);
    expect(await postToSite(login)).toEqual({ status: 401, error: 'invalid' });
    const secrets = await t.db.select().from(serverSecrets);
    const generated = secrets.find((secret) => secret.name === 'support-sso-secret')?.value;
    expect(generated).toBeDefined();
    expect(generated).not.toBe(secrets.find((secret) => secret.name === 'access-token-key')?.value);
    const siteWithGenerated = await startSupportSite({ secret: generated ?? '' });
    try {
      const again = await createSupportLoginIssuer(t.db, loadConfig({ SUPPORT_URL: siteWithGenerated.url }));
      expect(await postToSite(await again(profile.id))).toMatchObject({ user: { email: 'farmer@demo.test' } });
    } finally {
      await siteWithGenerated.close();
    }
  });

  it('lets the console pages post to the site, and to no other', async () => {
    const policy = String((await t.app.inject({ url: '/back/environment' })).headers['content-security-policy']);
    expect(policy).toContain(`form-action 'self' ${site.url};`);
  });

  it('needs a signed-in user: 401', async () => {
    const response = await t.app.inject({ url: '/back/profile/sav/login' });
    expect(response.statusCode).toBe(401);
  });
});

describe('purgeSupportLogins', () => {
  it('deletes the rows expired more than 90 days ago and keeps the others', async () => {
    const aged = (days: number) => ({
      userId: profile.id,
      issuedAt: sql`now() - make_interval(days => ${days}, secs => ${SUPPORT_LOGIN_TTL_SECONDS})`,
      expiresAt: sql`now() - make_interval(days => ${days})`,
    });
    const rows = await t.db
      .insert(supportLogins)
      .values([aged(91), aged(89)])
      .returning({ id: supportLogins.id });
    const [old, recent] = rows.map((row) => row.id);
    expect(await purgeSupportLogins(t.db)).toBe(1);
    const left = await t.db
      .select({ id: supportLogins.id })
      .from(supportLogins)
      .where(inArray(supportLogins.id, [old ?? '', recent ?? '']));
    expect(left).toEqual([{ id: recent }]);
  });
});
