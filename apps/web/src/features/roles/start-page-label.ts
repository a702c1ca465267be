import { NAVIGATION_ENTRIES, NAVIGATION_PATHS } from '@console/domain/access/navigation';
import type { TFunction } from 'i18next';

/** A start page under the name the navigation gives it; a page the console no longer has shows as its path. */
export const startPageLabel = (t: TFunction, page: string): string => {
  if (page === '/dashboard/activity') return t('pages.dashboard-activity');
  if (page === '/profile') return t('profile.title');
  const entry = NAVIGATION_ENTRIES.find((candidate) => NAVIGATION_PATHS[candidate] === page);
  return entry ? t(`nav.${entry}`) : page;
};
