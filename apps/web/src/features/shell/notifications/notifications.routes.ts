import { screen } from '../../../session/screen-route';

/**
 * The notification panel's "mark as read" action: outside the session route, so that only the revalidation after
 * it fetches the profile again.
 */
export const notificationsSeenRoute = screen({
  path: 'notifications',
  lazy: () => import('./notifications-seen.route'),
});
