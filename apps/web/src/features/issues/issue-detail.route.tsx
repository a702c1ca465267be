import { issueEndpoints } from '@console/domain/issue/issue.endpoints';
import type { Reading } from '@console/domain/sensor/reading.schema';
import {
  Anchor,
  Badge,
  Button,
  DataList,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconClockHour4, IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { formatDateTime } from '@console/domain/time/date-format';
import { formatMeasure, formatNumber } from '../../ui/number-format';
import { SensorStateBadge } from '../../ui/sensor-state-badge';
import { SectionCard } from '../../ui/section-card';
import { IssueLevelBadge, IssueStatusBadge } from './issue-badges';
import { formatIssueDuration } from '../../ui/issue-format';
import { DATA_LABEL_WIDTH, DataItem } from '../../ui/data-item';

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  issue: await api.call(issueEndpoints.get, { params: { id: params.issueId ?? '' }, signal: request.signal }),
});

/** The capture values that matter to an issue: what the device counted and said about itself. */
const ReadingValues = ({ reading }: { reading: Reading }) => {
  const { t } = useTranslation();
  const values: [string, string][] = [
    [t('issues.reading.slugCount'), formatNumber(reading.slugCount, 0)],
    [t('issues.reading.batteryVoltage'), formatMeasure(reading.batteryVoltage, 'V')],
    [t('issues.reading.deviceState'), t(`sensors.device-states.${reading.deviceState}`)],
    [t('issues.reading.linuxState'), t(`sensors.linux-states.${reading.linuxState}`)],
    [t('issues.reading.shutter'), t(`sensors.shutter-states.${reading.shutter}`)],
    [t('issues.reading.usbFillRate'), `${formatNumber(reading.usbFillRate, 0)} %`],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={6} mt="xs">
      {values.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
};

/** /issues/{id} and /sensors/{id}/issues/{issueId}: an issue, its timeline and its earlier occurrences. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { issue } = useLoaderData<typeof loader>();
  const { id: sensorRouteId } = useParams();
  const [now] = useState(() => new Date());
  const zone = profile.zoneId;
  // Under /sensors/{id} the links stay in the sensor's tab; otherwise they go to /issues.
  const isInSensor = sensorRouteId !== undefined;
  const issuePath = (issueId: string) =>
    isInSensor ? paths.sensorIssue(issue.sensorId, issueId) : paths.issue(issueId);
  const backPath = isInSensor ? paths.sensorIssues(issue.sensorId) : paths.issues();

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs">
        <Anchor component={Link} to={backPath} size="sm" c="dimmed">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
          {t(isInSensor ? 'issues.back-to-sensor' : 'pages.issues')}
        </Anchor>
        <Title order={isInSensor ? 2 : 1} fz={isInSensor ? 'h2' : undefined}>
          {t(`issues.types.${issue.type}`)}
        </Title>
        <Group gap="xs">
          <IssueLevelBadge level={issue.level} />
          <Badge variant="light" color="gray">
            {t(`issues.categories.${issue.category}`)}
          </Badge>
          <IssueStatusBadge status={issue.status} />
        </Group>
        {issue.status === 'open' && (
          <Group>
            <Button
              component={Link}
              variant="light"
              leftSection={<IconLifebuoy size={18} aria-hidden="true" />}
              to={paths.supportTicketNew({
                category: 'sensor-fault',
                issueId: issue.id,
                sensorId: issue.sensorId,
                subject: t('issues.escalate-subject', {
                  issueType: t(`issues.types.${issue.type}`),
                  serialNumber: issue.serialNumber,
                }),
              })}
            >
              {t('issues.escalate')}
            </Button>
          </Group>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SectionCard title={t('issues.sections.summary')}>
          <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
            <DataItem label={t('issues.fields.sensor')}>
              <Group gap="xs">
                <Anchor component={Link} to={paths.sensor(issue.sensorId)} fw={600} size="sm">
                  {issue.serialNumber}
                </Anchor>
                <SensorStateBadge state={issue.sensorState} size="sm" />
              </Group>
            </DataItem>
            <DataItem label={t('issues.fields.account')}>{issue.accountName}</DataItem>
            <DataItem label={t('issues.fields.parcel')}>{issue.parcelId ?? t('sensors.no-parcel')}</DataItem>
            <DataItem label={t('issues.fields.openedAt')}>{formatDateTime(issue.openedAt, zone)}</DataItem>
            <DataItem label={t('issues.fields.closedAt')}>
              {issue.closedAt ? formatDateTime(issue.closedAt, zone) : <IssueStatusBadge status="open" size="sm" />}
            </DataItem>
            <DataItem label={t('issues.fields.duration')}>
              {formatIssueDuration(t, issue.openedAt, issue.closedAt, now)}
            </DataItem>
          </DataList>
        </SectionCard>

        <SectionCard title={t('issues.sections.timeline')}>
          <Timeline
            active={issue.timeline.length - 1}
            bulletSize={28}
            lineWidth={2}
            color={issue.closedAt ? 'lime' : 'red'}
          >
            {issue.timeline.map((event) => (
              <Timeline.Item
                key={event.kind}
                title={t(`issues.timeline.${event.kind}`)}
                bullet={
                  event.kind === 'opened' ? (
                    <IconAlertTriangle size={16} aria-hidden="true" />
                  ) : (
                    <IconCircleCheck size={16} aria-hidden="true" />
                  )
                }
              >
                <Text size="sm" c="dimmed">
                  <time dateTime={event.at}>{formatDateTime(event.at, zone)}</time>
                </Text>
                {event.reading ? (
                  <>
                    <Text size="xs" mt="xs">
                      {t(`issues.timeline.${event.kind}-reading`, {
                        at: formatDateTime(event.reading.measuredAt, zone),
                      })}
                    </Text>
                    <ReadingValues reading={event.reading} />
                  </>
                ) : (
                  <Text size="xs" mt="xs" c="dimmed">
                    {t('issues.timeline.no-reading')}
                  </Text>
                )}
              </Timeline.Item>
            ))}
            {!issue.closedAt && (
              <Timeline.Item
                title={t('issues.timeline.still-open')}
                bullet={
                  <ThemeIcon size={28} radius="xl" color="gray" variant="light">
                    <IconClockHour4 size={16} aria-hidden="true" />
                  </ThemeIcon>
                }
                lineVariant="dashed"
              >
                <Text size="sm" c="dimmed">
                  {t('issues.timeline.open-for', { duration: formatIssueDuration(t, issue.openedAt, null, now) })}
                </Text>
              </Timeline.Item>
            )}
          </Timeline>
        </SectionCard>

        <SectionCard title={t('issues.sections.previous')}>
          {issue.previousOccurrences.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('issues.previous.none')}
            </Text>
          ) : (
            <List spacing="xs" size="sm">
              {issue.previousOccurrences.map((occurrence) => (
                <List.Item key={occurrence.id}>
                  <Anchor component={Link} to={issuePath(occurrence.id)} size="sm">
                    {formatDateTime(occurrence.openedAt, zone)}
                  </Anchor>{' '}
                  <Text span size="sm" c="dimmed">
                    {occurrence.closedAt
                      ? t('issues.previous.closed', {
                          closedAt: formatDateTime(occurrence.closedAt, zone),
                          duration: formatIssueDuration(t, occurrence.openedAt, occurrence.closedAt, now),
                        })
                      : t('issues.statuses.open')}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
};
