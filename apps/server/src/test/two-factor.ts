import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { totpCodeAt } from '../auth/mfa/totp.ts';
import { setClock } from '../clock.ts';
import { apiClient } from './test-app.ts';

/** The middle of the current 30-second step, so that a test's steps do not straddle the machine's clock. */
export const midStep = () => new Date(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);

/** Sets up the signed-in user's authenticator app at `at` (the server's clock stays there) as the profile does. */
export const enrolTotp = async (app: FastifyInstance, token: string, at: Date) => {
  const api = apiClient(() => app);
  setClock(at);
  const started = await api.post(token, '/profile/two-factor/totp');
  expect(started.statusCode).toBe(200);
  const { secret, uri } = started.json<{ secret: string; uri: string }>();
  const confirmed = await api.post(token, '/profile/two-factor/totp/confirm', { code: totpCodeAt(secret, at) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, uri, codes: confirmed.json<{ codes: string[] }>().codes };
};
