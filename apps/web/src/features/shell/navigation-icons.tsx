import type { NavigationEntry, UserMenuEntry } from '@console/domain/access/navigation';
import {
  IconAlertTriangle,
  IconBellCog,
  IconBuilding,
  IconBuildingWarehouse,
  IconDeviceCctv,
  IconFileCertificate,
  IconLayoutDashboard,
  IconMap2,
  IconReceipt,
  IconSettings,
  IconShare,
  IconShieldLock,
  IconStar,
  IconTractor,
  IconUser,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export const NAVIGATION_ICONS: Record<NavigationEntry, Icon> = {
  dashboard: IconLayoutDashboard,
  parcels: IconMap2,
  sensors: IconDeviceCctv,
  issues: IconAlertTriangle,
  parcelsSharing: IconShare,
  providers: IconBuildingWarehouse,
  farmers: IconTractor,
  users: IconUsers,
  subscriptions: IconReceipt,
  myUsers: IconUsersGroup,
  roles: IconShieldLock,
  settings: IconSettings,
  settingsAlerts: IconBellCog,
};

export const USER_MENU_ICONS: Record<UserMenuEntry, Icon> = {
  profile: IconUser,
  alertNotifications: IconBellCog,
  favourites: IconStar,
  accountProfile: IconBuilding,
  subscriptionsMine: IconReceipt,
  contractsMine: IconFileCertificate,
};

export const USER_MENU_PATHS: Record<UserMenuEntry, string> = {
  profile: '/profile',
  alertNotifications: '/settings/alert-notifications',
  favourites: '/favourites',
  accountProfile: '/account/profile',
  subscriptionsMine: '/subscriptions-mine',
  contractsMine: '/contracts-mine',
};
