import { screen } from '../../session/screen-route';

/** /account/profile: the signed-in user's account. */
export const accountProfileRoute = screen({
  path: 'account/profile',
  access: 'menu:accountProfile',
  titleKey: 'pages.account-profile',
  lazy: () => import('./account-profile.route'),
});
