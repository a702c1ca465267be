import type { SensorCoverage } from '@console/domain/subscription/subscription.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubscriptionPath } from '../../ui/subscription-badge';

/**
 * In place of a parcel's risk while its sold sensor has no subscription covering it (decision 132): why, what still
 * works, and the way to the subscription to renew.
 */
export const RiskWithheldNotice = ({ since, coverage }: { since: string; coverage: SensorCoverage | undefined }) => {
  const { t } = useTranslation();
  const subscriptionPath = useSubscriptionPath();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={18} aria-hidden="true" />}
      title={t('parcel.risk-withheld.title')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('parcel.risk-withheld.body', { date: formatLocalDay(since) })}</Text>
        {coverage && (
          <Anchor component={Link} to={subscriptionPath(coverage.subscriptionId)} size="sm" fw={600}>
            {t('parcel.risk-withheld.link')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
};
