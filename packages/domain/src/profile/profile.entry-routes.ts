import { defineRoutes } from '../api/endpoint';

/**
 * The signed-in user's profile, loaded by the session on every authenticated route, and the terms gate's calls: the
 * gate's screen, right after sign-in, loads no schema either.
 */
export const profileEntryRoutes = defineRoutes({
  get: { method: 'GET', path: '/profile' },
  termsToAccept: { method: 'GET', path: '/profile/tos' },
  acceptTerms: { method: 'POST', path: '/profile/tos/accept' },
});
