import '@mantine/notifications/styles.css';
import { can } from '@console/domain/access/permissions';
import {
  ActionIcon,
  Anchor,
  AppShell,
  Burger,
  Group,
  Indicator,
  ScrollArea,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import {
  IconBell,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconMapPinExclamation,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../paths';
import { StepUpDialog } from '../../ui/step-up-dialog';
import { useProfile } from '../../session/use-profile';
import { MOBILE_HEADER_HEIGHT, SIDE_NAV_WIDTH_CLOSED, SIDE_NAV_WIDTH_OPEN } from '../../ui/layout-constants';
import { Logo } from '../../ui/logo';
import { AccountBlock } from './account-block';
import { NotificationDrawer } from './notifications/notification-drawer';
import { SideNavigation } from './side-navigation';
import { UnreadNotificationsModal } from './unread-notifications-modal';
import { UserMenu } from './user-menu';
import { useAppTitle } from '../../ui/app-title';

/** localStorage key of the side navigation's open state (spec point 2). */
export const NAV_OPEN_STORAGE_KEY = 'nav-open';

/** The main layout: header, side navigation, notification panel, and the page in between. */
export const Component = () => {
  const { t } = useTranslation();
  const appTitle = useAppTitle();
  const theme = useMantineTheme();
  const profile = useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  // Mobile is below the medium breakpoint (spec point 9).
  const isMobile = useMediaQuery(`(max-width: calc(${theme.breakpoints.md} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
  const [isNavOpen, setNavOpen] = useLocalStorage({
    key: NAV_OPEN_STORAGE_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const [isMobileNavOpen, mobileNav] = useDisclosure(false);
  const closeMobileNav = mobileNav.close;
  const isCollapsed = !isMobile && !isNavOpen;

  // On mobile the navigation closes whenever the route changes.
  useEffect(() => {
    closeMobileNav();
  }, [location.pathname, closeMobileNav]);

  const isDrawerOpen = location.hash === paths.notificationsHash();
  const openDrawer = () => void navigate({ ...location, hash: paths.notificationsHash() });
  const closeDrawer = () => void navigate({ ...location, hash: '' }, { replace: true });

  const missingInfo = profile.counter.parcelMissingInfo;
  const unread = profile.counter.unreadNotifications;

  return (
    <AppShell
      header={{ height: MOBILE_HEADER_HEIGHT }}
      navbar={{
        width: { base: SIDE_NAV_WIDTH_OPEN, md: isCollapsed ? SIDE_NAV_WIDTH_CLOSED : SIDE_NAV_WIDTH_OPEN },
        breakpoint: 'md',
        collapsed: { mobile: !isMobileNavOpen },
      }}
      padding={0}
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isMobileNavOpen}
              onClick={mobileNav.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t(isMobileNavOpen ? 'nav.close' : 'nav.open')}
            />
            {/* The name starts with the logo's visible text (WCAG 2.5.3). */}
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={`${appTitle} – ${t('app.home')}`}>
              <Logo size={34} />
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {can(profile, 'read:parcels') && (
              <Tooltip label={t('header.missing-info', { count: missingInfo })}>
                <Indicator label={missingInfo} size={18} disabled={missingInfo === 0} color="orange" offset={4}>
                  <ActionIcon
                    component={Link}
                    to={paths.parcelsMissingInfo()}
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('header.missing-info', { count: missingInfo })}
                  >
                    <IconMapPinExclamation size={22} aria-hidden="true" />
                  </ActionIcon>
                </Indicator>
              </Tooltip>
            )}
            <Tooltip label={t('header.notifications')}>
              <Indicator label={unread} size={18} disabled={unread === 0} color="red" offset={4}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={openDrawer}
                  aria-label={t('header.notifications-count', { count: unread })}
                  aria-haspopup="dialog"
                >
                  <IconBell size={22} aria-hidden="true" />
                </ActionIcon>
              </Indicator>
            </Tooltip>
            <UserMenu profile={profile} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        <AppShell.Section grow component={ScrollArea} py="sm">
          <SideNavigation profile={profile} isMobile={isMobile} isCollapsed={isCollapsed} />
        </AppShell.Section>
        <AppShell.Section py="sm" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
          <AccountBlock profile={profile} isCollapsed={isCollapsed} />
          {!isMobile && (
            <Group justify={isCollapsed ? 'center' : 'flex-end'} px="md" pt="xs">
              <Tooltip label={t(isNavOpen ? 'nav.collapse' : 'nav.expand')} position="right">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setNavOpen(!isNavOpen)}
                  aria-label={t(isNavOpen ? 'nav.collapse' : 'nav.expand')}
                  aria-expanded={isNavOpen}
                >
                  {isNavOpen ? (
                    <IconLayoutSidebarLeftCollapse size={22} aria-hidden="true" />
                  ) : (
                    <IconLayoutSidebarLeftExpand size={22} aria-hidden="true" />
                  )}
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="var(--mantine-color-gray-0)" mih="100dvh">
        <Outlet />
      </AppShell.Main>

      <NotificationDrawer opened={isDrawerOpen} onClose={closeDrawer} />
      <UnreadNotificationsModal unreadCount={unread} userId={profile.id} />
      <Notifications position="top-right" />
      <StepUpDialog />
    </AppShell>
  );
};
