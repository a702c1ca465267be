import { NAVIGATION_PATHS, visibleNavigationEntries, type NavigationEntry } from '@console/domain/access/navigation';
import type { Profile } from '@console/domain/profile/profile.schema';
import { NavLink, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAVIGATION_ICONS } from './navigation-icons';

/** The entry whose path is the longest prefix of the current path (so /settings/alerts beats /settings). */
const activeEntry = (entries: NavigationEntry[], pathname: string): NavigationEntry | undefined =>
  entries
    .filter((entry) => pathname === NAVIGATION_PATHS[entry] || pathname.startsWith(`${NAVIGATION_PATHS[entry]}/`))
    .sort((a, b) => NAVIGATION_PATHS[b].length - NAVIGATION_PATHS[a].length)[0];

type SideNavigationProps = { profile: Profile; isMobile: boolean; isCollapsed: boolean };

/** Side navigation: exactly the entries the domain's access rules allow (spec point 2, "Navigation"). */
export const SideNavigation = ({ profile, isMobile, isCollapsed }: SideNavigationProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = visibleNavigationEntries(profile, isMobile);
  const active = activeEntry(entries, pathname);

  return (
    <nav aria-label={t('nav.main')}>
      {entries.map((entry) => {
        const Icon = NAVIGATION_ICONS[entry];
        const label = t(`nav.${entry}`);
        return (
          <Tooltip key={entry} label={label} position="right" disabled={!isCollapsed} withArrow>
            <NavLink
              component={Link}
              to={NAVIGATION_PATHS[entry]}
              label={isCollapsed ? undefined : label}
              aria-label={isCollapsed ? label : undefined}
              leftSection={<Icon size={24} stroke={1.6} aria-hidden="true" />}
              active={entry === active}
              aria-current={entry === active ? 'page' : undefined}
              variant="light"
              py="sm"
              px={isCollapsed ? 'lg' : 'md'}
              styles={{ section: isCollapsed ? { marginInlineEnd: 0 } : undefined }}
            />
          </Tooltip>
        );
      })}
    </nav>
  );
};
