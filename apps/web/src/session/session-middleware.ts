import type { profileEndpoints } from '@console/domain/profile/profile.endpoints';
import { profileEntryRoutes } from '@console/domain/profile/profile.entry-routes';
import type { Profile } from '@console/domain/profile/profile.schema';
import {
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  type RouteObject,
} from 'react-router';
import { api } from '../api/api';
import { isApiError } from '../api/api-error';
import { applyProfileLanguage } from '../i18n/i18n';
import { paths } from '../paths';
import { setTrackedAccountType } from '../ui/matomo-tracker';
import type { RouteHandle } from '../ui/page-title';
import { profileContext } from './profile-context';

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * Loads the profile for every authenticated route (spec point 4: on each URL change and after each
 * POST, since the session loader always revalidates). No token or a 401 sends the user to sign in.
 */
export const sessionMiddleware: MiddlewareFunction = async ({ request, context }, next) => {
  const referrer = pathOf(request);
  if (!api.isAuthenticated()) throw redirect(paths.login({ referrer }));
  let profile: Profile;
  try {
    profile = await api.callRoute<typeof profileEndpoints.get>(profileEntryRoutes.get, { signal: request.signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect(paths.login({ referrer }));
    throw error;
  }
  context.set(profileContext, profile);
  setTrackedAccountType(profile.accountType);
  // The interface starts in the stored or browser language; when the profile's differs, its texts load alongside
  // the screen's module and data, and the screen shows once all are there.
  const languageReady = applyProfileLanguage(profile.language);
  await next();
  await languageReady;
};

export const sessionLoader = ({ context }: LoaderFunctionArgs): Profile => context.get(profileContext);

/**
 * Asks for the profile as the app starts when the address leads to a signed-in screen: React Router asks for it only
 * once it has loaded the gate's chunk (decisions 121 and 159). The session middleware's call takes the answer. The
 * screen's own first call goes alongside, where its route says what it will be (decision 191).
 */
export const prefetchStart = (routes: RouteObject[], location: Pick<Location, 'href' | 'pathname'>) => {
  const handles = (matchRoutes(routes, location.pathname) ?? []).map(({ route }) => route.handle as RouteHandle);
  if (!handles.some((handle) => handle?.signedIn) || !api.isAuthenticated()) return;
  api.prefetch<typeof profileEndpoints.get>(profileEntryRoutes.get);
  for (const handle of handles) handle?.prefetch?.(new URL(location.href));
};

/** '/' lands on the role's start page (default /parcels). */
export const startPageLoader = ({ context }: LoaderFunctionArgs) => {
  const startPage = context.get(profileContext).role.startPage;
  throw redirect(startPage && startPage !== '/' && startPage.startsWith('/') ? startPage : '/parcels');
};
