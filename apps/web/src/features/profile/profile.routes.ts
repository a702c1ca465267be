import { screen } from '../../session/screen-route';

/** /profile: the signed-in user's own profile. */
export const profileRoute = screen({
  path: 'profile',
  titleKey: 'profile.title',
  lazy: () => import('./profile-edit.route'),
});
