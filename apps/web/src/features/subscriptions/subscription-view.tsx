import type { Subscription } from '@console/domain/subscription/subscription.schema';
import { formatDateTime, formatLocalDay } from '@console/domain/time/date-format';
import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../session/use-profile';
import { LabelledValue } from '../../ui/labelled-value';
import { EventHistory } from '../../ui/event-history';
import { SectionCard } from '../../ui/section-card';
import { CoverageGaps } from './coverage-gaps';
import { planLabel, SubscriptionStatusBadge } from './subscription-labels';

/** An event's detail: a serial number as it is, a day in the reader's format. */
const eventDetail = (detail: string | undefined) =>
  detail && /^\d{4}-\d{2}-\d{2}$/.test(detail) ? formatLocalDay(detail) : (detail ?? '');

type SubscriptionViewProps = {
  subscription: Subscription;
  /** Where another period of the chain opens. */
  linkTo: (id: string) => string;
  /** The seats card's own actions (add sensors), and each open seat's (swap, remove). */
  seatActions?: ReactNode;
  openSeatActions?: (seat: Subscription['seats'][number]) => ReactNode;
};

/** A subscription's page body: its terms, its seats with their history, its periods and what was done to it. */
export const SubscriptionView = ({ subscription, linkTo, seatActions, openSeatActions }: SubscriptionViewProps) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  const day = formatLocalDay;
  const openSeats = subscription.seats.filter((seat) => !seat.removedAt);
  const pastSeats = subscription.seats.filter((seat) => seat.removedAt);
  const seatsTitle = t('subscriptions.sections.seats', { count: openSeats.length });

  return (
    <Stack gap="md">
      <CoverageGaps gaps={subscription.coverageGaps} />
      <SectionCard title={t('subscriptions.sections.terms')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <LabelledValue label={t('subscriptions.fields.account')}>{subscription.account.name}</LabelledValue>
          <LabelledValue label={t('subscriptions.fields.plan')}>
            {subscription.plan.code} · {planLabel(subscription.plan)}
          </LabelledValue>
          <LabelledValue label={t('subscriptions.fields.status')}>
            <Group gap="xs">
              <SubscriptionStatusBadge status={subscription.status} />
              {subscription.isCancelled && subscription.status === 'active' && (
                <Badge variant="outline" color="gray" size="sm">
                  {t('subscriptions.cancelled-at-end')}
                </Badge>
              )}
            </Group>
          </LabelledValue>
          <LabelledValue label={t('subscriptions.fields.period')}>
            {day(subscription.startsOn)} – {day(subscription.endsOn)}
          </LabelledValue>
          <LabelledValue label={t('subscriptions.fields.graceDays')}>
            {t('subscriptions.grace-days', { count: subscription.graceDays })}
          </LabelledValue>
          <LabelledValue label={t('subscriptions.fields.autoRenew')}>
            {t(subscription.autoRenew ? 'common.yes' : 'common.no')}
          </LabelledValue>
          <LabelledValue label={t('subscriptions.fields.provider')}>
            {subscription.provider?.name ?? t('subscriptions.sold-by-manufacturer')}
          </LabelledValue>
          <LabelledValue label={t('subscriptions.fields.externalRef')}>{subscription.externalRef ?? '—'}</LabelledValue>
        </SimpleGrid>
      </SectionCard>

      <SectionCard title={seatsTitle} action={seatActions}>
        {openSeats.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('subscriptions.no-seat')}
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={openSeatActions ? 480 : 320}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={seatsTitle}
          >
            <Table aria-label={seatsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('subscriptions.fields.serialNumber')}</Table.Th>
                  <Table.Th>{t('subscriptions.fields.addedAt')}</Table.Th>
                  {openSeatActions && <Table.Th>{t('subscriptions.fields.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {openSeats.map((seat) => (
                  <Table.Tr key={seat.id}>
                    <Table.Td>{seat.sensor.serialNumber}</Table.Td>
                    <Table.Td>{formatDateTime(seat.addedAt, zoneId)}</Table.Td>
                    {openSeatActions && <Table.Td>{openSeatActions(seat)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pastSeats.length > 0 && (
          <Stack gap={4} mt="md">
            <Text size="sm" fw={600}>
              {t('subscriptions.past-seats')}
            </Text>
            {pastSeats.map((seat) => (
              <Text key={seat.id} size="sm" c="dimmed">
                {seat.replacedBy
                  ? t('subscriptions.seat-replaced', {
                      serial: seat.sensor.serialNumber,
                      replacement: seat.replacedBy,
                      date: formatDateTime(seat.removedAt ?? '', zoneId),
                    })
                  : t('subscriptions.seat-removed', {
                      serial: seat.sensor.serialNumber,
                      date: formatDateTime(seat.removedAt ?? '', zoneId),
                    })}
              </Text>
            ))}
          </Stack>
        )}
      </SectionCard>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title={t('subscriptions.sections.periods')}>
          <Stack gap="xs">
            {subscription.periods.map((period) => (
              <Group key={period.id} justify="space-between" wrap="nowrap">
                {period.id === subscription.id ? (
                  <Text size="sm" fw={600}>
                    {day(period.startsOn)} – {day(period.endsOn)}
                  </Text>
                ) : (
                  <Anchor component={Link} to={linkTo(period.id)} size="sm">
                    {day(period.startsOn)} – {day(period.endsOn)}
                  </Anchor>
                )}
                <SubscriptionStatusBadge status={period.status} />
              </Group>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title={t('subscriptions.sections.events')}>
          <EventHistory
            events={subscription.events}
            describe={(event) => t(`subscriptions.events.${event.kind}`, { detail: eventDetail(event.detail) })}
          />
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
};
