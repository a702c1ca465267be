import type { Reading } from '@console/domain/sensor/reading.schema';
import type { TicketDetail } from '@console/domain/support/ticket.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { Alert, Anchor, Badge, DataList, Group, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { DATA_LABEL_WIDTH, DataItem } from '../../ui/data-item';
import { ISSUE_LEVEL_COLORS } from '../../ui/issue-format';
import { formatNumber } from '../../ui/number-format';
import { SectionCard } from '../../ui/section-card';

type TicketIssue = NonNullable<TicketDetail['issue']>;

/** One capture as support reads it first: when, how many slugs, the power and the device's state. */
const Capture = ({ label, reading, timeZone }: { label: string; reading: Reading; timeZone: string }) => {
  const { t } = useTranslation();
  return (
    <DataItem label={label}>
      <Stack gap={0}>
        <Text size="sm">{formatDateTime(reading.measuredAt, timeZone)}</Text>
        <Text size="xs" c="gray.7">
          {[
            `${t('sensors.fields.lastSlugCount')} ${formatNumber(reading.slugCount, 0)}`,
            `${formatNumber(reading.batteryVoltage, 1)} V`,
            t(`sensors.device-states.${reading.deviceState}`),
            t(`sensors.shutter-states.${reading.shutter}`),
          ].join(' · ')}
        </Text>
      </Stack>
    </DataItem>
  );
};

/**
 * The issue a ticket escalates, for the desk to start from: its type and level, the captures that opened and closed
 * it, and the first steps known for its type (lid open → close and latch the lid).
 */
export const TicketIssueCard = ({
  issue,
  sensorId,
  timeZone,
}: {
  issue: TicketIssue;
  sensorId: string | null;
  timeZone: string;
}) => {
  const { t } = useTranslation();
  const opening = issue.timeline.find((event) => event.kind === 'opened')?.reading;
  const closing = issue.timeline.find((event) => event.kind === 'closed')?.reading;
  return (
    <SectionCard title={t('support.issue.title')}>
      <Stack gap="sm">
        <Group gap="xs">
          <Anchor component={Link} to={paths.issue(issue.id)} fw={600} size="sm">
            {t(`issues.types.${issue.type}`)}
          </Anchor>
          <Badge color={ISSUE_LEVEL_COLORS[issue.level]} variant="filled" autoContrast>
            {t(`issues.levels.${issue.level}`)}
          </Badge>
        </Group>
        <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
          <DataItem label={t('issues.fields.openedAt')}>{formatDateTime(issue.openedAt, timeZone)}</DataItem>
          {opening && <Capture label={t('support.issue.opening')} reading={opening} timeZone={timeZone} />}
          {closing && <Capture label={t('support.issue.closing')} reading={closing} timeZone={timeZone} />}
        </DataList>
        <Alert
          color="blue"
          variant="light"
          icon={<IconTool aria-hidden="true" />}
          title={t('support.issue.first-steps')}
        >
          {t(`support.first-steps.${issue.type}`)}
        </Alert>
        {sensorId && (
          <Anchor component={Link} to={paths.sensorData(sensorId)} size="sm">
            {t('support.issue.data')}
          </Anchor>
        )}
      </Stack>
    </SectionCard>
  );
};
