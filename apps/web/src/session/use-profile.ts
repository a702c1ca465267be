import type { Profile } from '@console/domain/profile/profile.schema';
import { useRouteLoaderData } from 'react-router';
import { SESSION_ROUTE_ID } from './profile-context';

/** The signed-in user's profile; only under the session route. */
export const useProfile = (): Profile => {
  const profile = useRouteLoaderData(SESSION_ROUTE_ID) as Profile | undefined;
  if (!profile) throw new Error('useProfile is only available under the session route');
  return profile;
};
