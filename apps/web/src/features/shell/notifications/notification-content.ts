import {
  notificationTarget,
  type Notification,
  type NotificationType,
} from '@console/domain/notification/notification.schema';
import type { Profile } from '@console/domain/profile/profile.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import type { MantineColor } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBug,
  IconCalendarExclamation,
  IconCalendarQuestion,
  IconClipboardList,
  IconFileCertificate,
  IconHandStop,
  IconReceiptOff,
  IconReceiptRefund,
  IconRouter,
  IconRulerMeasure,
  IconSeedling,
  IconStar,
  IconTrendingUp,
  type Icon,
  IconCircleCheck,
  IconLifebuoy,
  IconMessage,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { paths } from '../../../paths';
import { isAllowed } from '../../../session/access-rules';
import { formatNumber } from '../../../ui/number-format';
import { ISSUE_LEVEL_COLORS } from '../../../ui/issue-format';

export const NOTIFICATION_ICONS: Record<NotificationType, Icon> = {
  'new-sensor-affected': IconRouter,
  'issue-opened': IconAlertTriangle,
  'validate-estimated-seeding-date': IconCalendarQuestion,
  'estimated-seeding-date-passed': IconCalendarExclamation,
  'phenological-stage-update-reminder': IconSeedling,
  'subscription-to-renew': IconReceiptRefund,
  'subscription-expired': IconReceiptOff,
  'subscription-renewal-requested': IconHandStop,
  distance: IconRulerMeasure,
  'fill-intervention-reminder': IconClipboardList,
  'rent-contract-to-validate': IconFileCertificate,
  'risk-level-high': IconTrendingUp,
  'slug-count-alert': IconBug,
  'watch-risk-level-high': IconStar,
  'watch-issue-blocking': IconStar,
  'support-ticket-opened': IconLifebuoy,
  'support-ticket-replied': IconMessage,
  'support-ticket-status-changed': IconCircleCheck,
};

const TYPE_COLORS: Record<Exclude<NotificationType, 'issue-opened'>, MantineColor> = {
  'new-sensor-affected': 'teal',
  'validate-estimated-seeding-date': 'lime',
  'estimated-seeding-date-passed': 'orange',
  'phenological-stage-update-reminder': 'lime',
  'subscription-to-renew': 'grape',
  'subscription-expired': 'red',
  'subscription-renewal-requested': 'grape',
  distance: 'orange',
  'fill-intervention-reminder': 'lime',
  'rent-contract-to-validate': 'grape',
  'risk-level-high': 'red',
  'slug-count-alert': 'orange',
  'watch-risk-level-high': 'red',
  'watch-issue-blocking': 'red',
  'support-ticket-opened': 'blue',
  'support-ticket-replied': 'blue',
  'support-ticket-status-changed': 'teal',
};

/**
 * An issue takes the hue of its level, as in the issue lists (without the lists' shade, which would fill the icon);
 * other types one colour each.
 */
export const notificationColor = (notification: Notification): MantineColor =>
  notification.type === 'issue-opened'
    ? (ISSUE_LEVEL_COLORS[notification.payload.level].split('.')[0] as MantineColor)
    : TYPE_COLORS[notification.type];

/** 350 m, or 1,2 km past a kilometre, in the interface language's notation. */
const formatDistance = (meters: number): string =>
  meters < 1000 ? `${formatNumber(meters, 0)} m` : `${formatNumber(meters / 1000, 1)} km`;

/** The one line a notification reads as, in the interface language, with its payload's names in it. */
export const notificationText = (t: TFunction, notification: Notification): string => {
  switch (notification.type) {
    case 'issue-opened':
    case 'watch-issue-blocking':
      return t(`notifications.types.${notification.type}`, {
        ...notification.payload,
        issueType: t(`issues.types.${notification.payload.issueType}`),
        context: 'openDays' in notification.payload && notification.payload.openDays ? 'reminder' : undefined,
      });
    case 'distance':
      return t('notifications.types.distance', {
        serialNumber: notification.payload.serialNumber,
        parcelLabel: notification.payload.parcelLabel,
        distance: formatDistance(notification.payload.distanceMeters),
      });
    case 'subscription-to-renew':
    case 'subscription-expired':
    case 'subscription-renewal-requested':
      return t(`notifications.types.${notification.type}`, {
        holderName: notification.payload.holderName,
        endsOn: formatLocalDay(notification.payload.endsOn),
        context: notification.type === 'subscription-to-renew' && notification.payload.autoRenew ? 'auto' : undefined,
      });
    case 'support-ticket-opened':
      return t('notifications.types.support-ticket-opened', {
        ...notification.payload,
        context: notification.payload.escalated ? 'escalated' : undefined,
      });
    case 'support-ticket-status-changed':
      return t('notifications.types.support-ticket-status-changed', {
        ...notification.payload,
        status: t(`support.statuses.${notification.payload.status}`),
        context: notification.payload.byDevice ? 'device' : undefined,
      });
    default:
      return t(`notifications.types.${notification.type}`, { ...notification.payload });
  }
};

/**
 * Where opening a notification leads: the domain's target, except that people without the /issues page (farmers)
 * read an issue under its sensor, where their role does reach it.
 */
export const notificationHref = (notification: Notification, profile: Profile): string | null => {
  if (notification.type === 'issue-opened' && !isAllowed('nav:issues', profile, {})) {
    return paths.sensorIssue(notification.payload.sensorId, notification.payload.issueId);
  }
  return notificationTarget(notification);
};
