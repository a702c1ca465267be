import { daysBetween } from '@console/domain/subscription/subscription-period';
import type { CoverageGap } from '@console/domain/subscription/subscription.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';

/**
 * The parcels whose crop needs its sensor after the subscription's coverage ends (decision 135), each with the day
 * its sensitive window closes.
 */
export const CoverageGaps = ({ gaps }: { gaps: CoverageGap[] }) => {
  const { t } = useTranslation();
  if (gaps.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCalendarExclamation size={18} aria-hidden="true" />}
      title={t('subscriptions.coverage-gaps.title', { count: gaps.length })}
    >
      <Stack gap="xs">
        <Text size="sm">{t('subscriptions.coverage-gaps.help')}</Text>
        <List size="sm" spacing={4}>
          {gaps.map((gap) => (
            <List.Item key={gap.parcel.id}>
              <Anchor
                component={Link}
                to={paths.parcel(gap.parcel.id)}
                size="sm"
                fw={600}
                c="inherit"
                underline="always"
              >
                {gap.parcel.name}
              </Anchor>{' '}
              {t('subscriptions.coverage-gaps.item', {
                crop: t(`crop-types.${gap.currentCrop}`),
                serial: gap.serialNumber,
                end: formatLocalDay(gap.gap.endsOn),
                covered: formatLocalDay(gap.coveredUntil),
                days: t('subscriptions.coverage-gaps.days', {
                  count: daysBetween(gap.gap.startsOn, gap.gap.endsOn) + 1,
                }),
              })}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
};
