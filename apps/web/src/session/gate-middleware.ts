import { canSeeUserMenuEntry } from '@console/domain/access/navigation';
import { canUseFavourites } from '@console/domain/access/permissions';
import type { Profile } from '@console/domain/profile/profile.schema';
import { redirect, type MiddlewareFunction } from 'react-router';
import { paths } from '../paths';
import { profileContext } from './profile-context';
import { rememberUser } from './returning-user';

const ONBOARDING_FREE_PREFIXES = ['/onboarding', '/favourites'];

/** Favourite onboarding (spec point 2): pending, open to the user, and not already on its way. */
export const needsFavouriteOnboarding = (profile: Profile, pathname: string): boolean =>
  !profile.favouriteOnboardingDone &&
  canSeeUserMenuEntry(profile, 'favourites') &&
  !ONBOARDING_FREE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The gate of spec point 2: terms of service first, then a second factor where one is required (decision 184), then
 * favourite onboarding. A user past it is remembered for the next start's early list (decision 191).
 */
export const gateMiddleware: MiddlewareFunction = ({ request, context }) => {
  const profile = context.get(profileContext);
  const url = new URL(request.url);
  if (!profile.areTosAccepted) throw redirect(paths.acceptTos(`${url.pathname}${url.search}`));
  if (profile.secondFactor.required && !profile.secondFactor.enrolled) {
    throw redirect(paths.secondFactorSetup(`${url.pathname}${url.search}`));
  }
  if (needsFavouriteOnboarding(profile, url.pathname)) throw redirect(paths.onboardingFavourites());
  rememberUser({ userId: profile.id, usesFavourites: canUseFavourites(profile) });
};
