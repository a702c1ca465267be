import { screen } from '../../session/screen-route';

/**
 * The user menu's language choice: outside the session route, so that only the revalidation after it fetches the
 * profile again.
 */
export const profileLanguageRoute = screen({
  path: 'profile/language',
  lazy: () => import('./profile-language.route'),
});
