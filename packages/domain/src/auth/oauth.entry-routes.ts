import { defineRoutes } from '../api/endpoint';

/**
 * The OAuth endpoints the web's client signs in, refreshes and signs out with. Their paths are relative to the OAuth
 * prefix (`/oauth`), not the API's: the client and the server put them under it.
 */
export const oauthEntryRoutes = defineRoutes({
  tokens: { method: 'POST', path: '/tokens' },
  revoke: { method: 'POST', path: '/revoke' },
  passkeyOptions: { method: 'POST', path: '/passkey-options' },
});
