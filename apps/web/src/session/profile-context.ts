import type { Profile } from '@console/domain/profile/profile.schema';
import { createContext } from 'react-router';

/** The signed-in user's profile, set by the session middleware for every loader below it. */
export const profileContext = createContext<Profile>();

/** Route id of the session route, whose loader data is the profile. */
export const SESSION_ROUTE_ID = 'session';
