import type { ParcelSynthesis } from '@console/domain/parcel/parcel-synthesis.schema';
import { daysBetween } from '@console/domain/subscription/subscription-period';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { useSubscriptionPath } from '../../ui/subscription-badge';

type CoverageGap = NonNullable<ParcelSynthesis['coverageGap']>;

/**
 * The crop still needs its sold sensor after the sensor's subscriptions end (decision 135): until when, and the way
 * to the subscription for those who may open it.
 */
export const CoverageGapNotice = ({ gap }: { gap: CoverageGap }) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const subscriptionPath = useSubscriptionPath();
  const canOpen = isAllowed('can:read:subscriptions', profile, {}) || gap.holderId === profile.accountId;
  const days = daysBetween(gap.gap.startsOn, gap.gap.endsOn) + 1;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCalendarExclamation size={18} aria-hidden="true" />}
      title={t('parcel.coverage-gap.title')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('parcel.coverage-gap.body', {
            end: formatLocalDay(gap.gap.endsOn),
            covered: formatLocalDay(gap.coveredUntil),
            days: t('subscriptions.coverage-gaps.days', { count: days }),
          })}
        </Text>
        {canOpen && (
          <Anchor
            component={Link}
            to={subscriptionPath(gap.subscriptionId)}
            size="sm"
            fw={600}
            c="inherit"
            underline="always"
          >
            {t('parcel.coverage-gap.link')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
};
