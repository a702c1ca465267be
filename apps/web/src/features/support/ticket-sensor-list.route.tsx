import { can } from '@console/domain/access/permissions';
import { issueEndpoints } from '@console/domain/issue/issue.endpoints';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLifebuoy, IconMessageReport } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { diagnosticsSnapshot } from './diagnostics-snapshot';
import { fetchTicketPage, readTicketListQuery, toTicketListSearch } from './ticket-list-query';
import { TicketTable } from './ticket-table';

export const loader = async ({ params, request, context }: LoaderFunctionArgs) => {
  const sensorId = params.id ?? '';
  const { signal } = request;
  const query = { ...readTicketListQuery(new URL(request.url).searchParams), sensorId };
  // The issues list needs the Defaults right; without it the snapshot gives the sensor's count of open issues.
  const canReadIssues = can(context.get(profileContext), 'read:defaults');
  const [page, sensor, issues] = await Promise.all([
    fetchTicketPage(query, 0, signal),
    api.call(sensorEndpoints.get, { params: { id: sensorId }, signal }),
    canReadIssues
      ? api.call(issueEndpoints.list, {
          query: { sensorId, status: 'open', start: 0, sort: 'openedAt', order: 'desc' },
          signal,
        })
      : null,
  ]);
  return { query, page, sensor, openIssues: issues?.items ?? null };
};

/** /sensors/:id/tickets: the sensor's requests, and "Report a problem" with the trap's state written in. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page, sensor, openIssues } = useLoaderData<typeof loader>();
  const { navigate, isReloading } = useListUrl(query, toTicketListSearch);
  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchTicketPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);
  const reportLink = paths.supportTicketNew({
    category: 'sensor-fault',
    sensorId: sensor.id,
    // The newest open issue is what the report is about: when it clears before anyone answers, the ticket is solved
    // by the device.
    issueId: openIssues?.[0]?.id,
    subject: t('support.report-subject', { serialNumber: sensor.serialNumber }),
    message: diagnosticsSnapshot(t, sensor, openIssues, profile.zoneId),
  });

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('support.sensor-intro')}
        </Text>
        <Button component={Link} to={reportLink} leftSection={<IconMessageReport size={18} aria-hidden="true" />}>
          {t('support.report')}
        </Button>
      </Group>
      <TicketTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        isLoading={isReloading}
        timeZone={profile.zoneId}
        withSensor={false}
        empty={
          <ListEmptyState
            icon={<IconLifebuoy size={28} aria-hidden="true" />}
            title={t('sensors.tickets.empty-title')}
            description={t('sensors.tickets.empty-description')}
          />
        }
      />
    </Stack>
  );
};
