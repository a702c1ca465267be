import type { Profile } from '@console/domain/profile/profile.schema';
import { NavLink, Tooltip } from '@mantine/core';
import { IconBuildingWarehouse, IconTractor } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../paths';

/** Where the user's own account page is: farmers and providers only (staff and anonymous have none). */
export const accountPagePath = (profile: Profile): string | null => {
  if (!profile.accountId) return null;
  if (profile.accountType === 'farmer') return paths.farmer(profile.accountId);
  if (profile.accountType === 'provider') return paths.provider(profile.accountId);
  return null;
};

export const AccountBlock = ({ profile, isCollapsed }: { profile: Profile; isCollapsed: boolean }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = accountPagePath(profile);
  if (!to) return null;
  const Icon = profile.accountType === 'farmer' ? IconTractor : IconBuildingWarehouse;
  const label = profile.accountName ?? t('account.my-account');
  return (
    <Tooltip label={label} position="right" disabled={!isCollapsed} withArrow>
      <NavLink
        component={Link}
        to={to}
        label={isCollapsed ? undefined : label}
        description={isCollapsed ? undefined : t(`account-types.${profile.accountType}`)}
        aria-label={isCollapsed ? label : undefined}
        leftSection={<Icon size={24} stroke={1.6} aria-hidden="true" />}
        active={pathname.startsWith(to)}
        variant="light"
        py="sm"
        px={isCollapsed ? 'lg' : 'md'}
      />
    </Tooltip>
  );
};
