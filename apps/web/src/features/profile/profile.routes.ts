import { screen } from '../../session/screen-route';

/** /profile: the signed-in user's own profile. */
export const profileRoute = screen({
  path: 'profile',
  titleKey: 'profile.title',
  lazy: () => import('./profile-edit.route'),
});

/** /two-factor-setup: signed in, outside the gate that sends users who must sign in in two steps there. */
export const secondFactorSetupRoute = screen({
  path: 'two-factor-setup',
  titleKey: 'two-factor-setup.title',
  lazy: () => import('./two-factor-setup.route'),
});
