import { screen } from '../../session/screen-route';

/**
 * /sav-redirect?referrer=…: where the after-sales site sends a visitor to be signed in (decision 145). Signed in, but
 * outside the terms gate, so that no one is kept from support by the terms.
 */
export const supportRedirectRoute = screen({
  path: 'sav-redirect',
  titleKey: 'pages.sav-redirect',
  lazy: () => import('./support-redirect.route'),
});
