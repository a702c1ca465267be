import { defineRoutes } from '../api/endpoint';

/** The access link's redemption, asked by /login/access-link-token/{token} before anyone is signed in. */
export const userEntryRoutes = defineRoutes({
  redeemAccessLink: { method: 'GET', path: '/users/access-link-token/:token' },
});
