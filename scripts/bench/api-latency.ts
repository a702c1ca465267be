import { hash, verify } from '@node-rs/argon2';
import type { Measurement, Row } from './measurement.ts';
import { DEMO_FARMER, DEMO_PASSWORD, requestPasswordGrant, signIn } from './oauth.ts';
import { summarize, type LatencySummary } from './percentiles.ts';
import { sampleSequential } from './sample.ts';
import { READINESS_PATH } from './server-process.ts';

/** The server's settings (apps/server/src/auth/password-hash.ts): OWASP's argon2id baseline. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_GRANT_REQUESTS = 40;
export const PROFILE_REQUESTS = 500;

/** Fails the sample on any status but 200: timing error answers would flatter the figures. */
const expectOk = async (response: Response, what: string): Promise<void> => {
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}`);
};

const latencyRows = (name: string, measured: LatencySummary, floor: LatencySummary, floorWhat: string): Row[] =>
  (['p50', 'p95'] as const).map((p) => ({
    name: `${name} ${p} (${measured.count} sequential)`,
    value: measured[p],
    unit: 'ms',
    goal: null,
    floor: { value: floor[p], what: `${floorWhat} ${p}` },
  }));

export const passwordGrantLatency: Measurement = {
  name: 'password grant latency',
  needsWeb: false,
  run: async ({ baseUrl }) => {
    const grant = await sampleSequential(
      async () => expectOk(await requestPasswordGrant(baseUrl, DEMO_FARMER), 'POST /oauth/tokens'),
      { count: PASSWORD_GRANT_REQUESTS, warmUp: 3 },
    );
    const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
    const argon2 = await sampleSequential(
      async () => {
        if (!(await verify(passwordHash, DEMO_PASSWORD, ARGON2_OPTIONS))) throw new Error('argon2 verify failed');
      },
      { count: PASSWORD_GRANT_REQUESTS, warmUp: 3 },
    );
    return latencyRows(
      'POST /oauth/tokens password grant',
      summarize(grant),
      summarize(argon2),
      '@node-rs/argon2 verify in the bench process (argon2id, 19 MiB, t=2, p=1)',
    );
  },
};

export const profileLatency: Measurement = {
  name: 'profile latency',
  needsWeb: false,
  run: async ({ baseUrl }) => {
    const { access_token: accessToken } = await signIn(baseUrl);
    const profile = await sampleSequential(
      async () =>
        expectOk(
          await fetch(`${baseUrl}/back/profile`, { headers: { authorization: `Bearer ${accessToken}` } }),
          'GET /back/profile',
        ),
      { count: PROFILE_REQUESTS, warmUp: 20 },
    );
    // The same data through one SQL query would be the true floor, but the server holds the PGlite folder.
    const trivial = await sampleSequential(
      async () => expectOk(await fetch(`${baseUrl}${READINESS_PATH}`), `GET ${READINESS_PATH}`),
      { count: PROFILE_REQUESTS, warmUp: 20 },
    );
    return latencyRows(
      'GET /back/profile',
      summarize(profile),
      summarize(trivial),
      `GET ${READINESS_PATH} (public, no auth, no database: one small JSON file) over the same HTTP path`,
    );
  },
};
