import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../ui/page-title';
import { guard, type GuardOptions } from './route-guard';

type ScreenOptions = GuardOptions & {
  /** Without a path, the screen is its parent's index. */
  path?: string;
  /** The page title's translation key: document title, placeholder heading. */
  titleKey?: string;
  /** What the screen needs first, asked for as the app starts on it (decision 191). */
  prefetch?: RouteHandle['prefetch'];
};

const handleOf = (titleKey: string | undefined, prefetch: RouteHandle['prefetch']) =>
  titleKey || prefetch ? { handle: { titleKey, prefetch } satisfies RouteHandle } : {};

/**
 * One screen: its lazy route module (`lazy: () => import('./x.route')`, written by the caller so that the bundler
 * splits it) and its title, behind `guard()` when it has access or parameter rules. The guard goes on a parent
 * route: a loader beside `lazy` would make React Router ignore the route module's own loader.
 */
export const screen = ({
  path,
  lazy,
  titleKey,
  access,
  params,
  prefetch,
}: ScreenOptions & { lazy: RouteObject['lazy'] }): RouteObject => {
  const leaf = { ...handleOf(titleKey, prefetch), lazy };
  if (!access && !params) return path === undefined ? { index: true, ...leaf } : { path, ...leaf };
  return {
    ...(path !== undefined && { path }),
    loader: guard({ access, params }),
    children: [{ index: true, ...leaf }],
  };
};
