import { isProviderOrManufacturer, can } from '@console/domain/access/permissions';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { ExportMenu } from '../../ui/export-menu';
import { ListEmptyState } from '../../ui/list-empty-state';
import { formatNumber } from '../../ui/number-format';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { TicketFilters } from './ticket-filters';
import {
  countActiveTicketFilters,
  fetchTicketPage,
  readTicketListQuery,
  toTicketListSearch,
} from './ticket-list-query';
import { TicketTable } from './ticket-table';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const query = readTicketListQuery(new URL(request.url).searchParams);
  return { query, page: await fetchTicketPage(query, 0, request.signal) };
};

/** /support/tickets: the caller's requests, and their desk's queue for distributors' and the manufacturer's staff. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page } = useLoaderData<typeof loader>();
  const { navigate, reset, isReloading } = useListUrl(query, toTicketListSearch);
  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchTicketPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);
  const isDesk = isProviderOrManufacturer(profile) && can(profile, 'read:sensors');
  const hasFilter = countActiveTicketFilters(query) > 0;

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Group gap="md" align="baseline">
          <Title order={1}>{t('pages.support-tickets')}</Title>
          <Text c="dimmed" size="sm">
            {t('support.total', { total: formatNumber(rows.total, 0) })}
          </Text>
        </Group>
        <Group gap="sm">
          <ExportMenu endpoint={ticketEndpoints.export} query={query} disabled={page.total === 0} />
          <Button
            component={Link}
            to={paths.supportTicketNew()}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('support.new-request')}
          </Button>
        </Group>
      </Group>
      <TicketFilters
        query={query}
        withDesk={isDesk}
        onChange={(change) => navigate({ ...query, ...change })}
        onReset={reset}
      />
      <TicketTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        isLoading={isReloading}
        timeZone={profile.zoneId}
        empty={
          <ListEmptyState
            icon={<IconLifebuoy size={28} aria-hidden="true" />}
            title={t(hasFilter ? 'support.empty.filtered-title' : 'support.empty.title')}
            description={t(hasFilter ? 'support.empty.filtered-description' : 'support.empty.description')}
            reset={hasFilter ? { label: t('support.filters.reset'), onClick: reset } : undefined}
          />
        }
      />
    </Stack>
  );
};
