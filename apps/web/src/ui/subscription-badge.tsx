import { addLocalDays } from '@console/domain/subscription/subscription-period';
import type { SensorCoverage } from '@console/domain/subscription/subscription.schema';
import type { SensorUsage } from '@console/domain/sensor/sensor.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';
import { isAllowed } from '../session/access-rules';
import { useProfile } from '../session/use-profile';

/** How a sensor's subscription reads on its badge: covered (until when), in grace (until when), or expired. */
const badgeOf = (coverage: SensorCoverage): { color: MantineColor; key: string; date?: string } => {
  switch (coverage.status) {
    case 'active':
      return { color: 'green', key: 'covered', date: coverage.endsOn };
    case 'to_renew':
      return { color: 'orange', key: 'covered', date: coverage.endsOn };
    case 'grace':
      return { color: 'red', key: 'grace', date: addLocalDays(coverage.endsOn, coverage.graceDays) };
    case 'scheduled':
      return { color: 'gray', key: 'scheduled' };
    default:
      return { color: 'red', key: 'expired' };
  }
};

/** Where a subscription opens for the viewer: under "My subscriptions" for those who read only their own. */
export const useSubscriptionPath = () => {
  const profile = useProfile();
  return (subscriptionId: string) =>
    isAllowed('can:read:subscriptions', profile, {})
      ? paths.subscription(subscriptionId)
      : paths.subscriptionMine(subscriptionId);
};

/**
 * The subscription a sensor runs under, on the sensor list and page, opening it (under "My subscriptions" for those
 * who read only their own). A sold sensor without one says so; a rented or support sensor needs none.
 */
export const SubscriptionBadge = ({
  coverage,
  usage,
  compact = false,
  ...props
}: {
  coverage: SensorCoverage | undefined;
  usage: SensorUsage;
  /** In a table's column named for the subscription: the date alone, the whole sentence for screen readers. */
  compact?: boolean;
} & BadgeProps) => {
  const { t } = useTranslation();
  const subscriptionPath = useSubscriptionPath();
  if (!coverage) {
    return usage === 'selling' ? (
      <Badge color="gray" variant="outline" tt="none" style={{ minWidth: 'max-content' }} {...props}>
        {t('subscriptions.badge.none')}
      </Badge>
    ) : null;
  }
  const { color, key, date } = badgeOf(coverage);
  const text = t(`subscriptions.badge.${key}`, { date: date && formatLocalDay(date) });
  const to = subscriptionPath(coverage.subscriptionId);
  return (
    <Badge
      component={Link}
      to={to}
      color={color}
      variant="light"
      tt="none"
      style={{ cursor: 'pointer', minWidth: 'max-content' }}
      aria-label={compact ? text : undefined}
      title={compact ? text : undefined}
      {...props}
    >
      {compact && date ? formatLocalDay(date) : text}
    </Badge>
  );
};
