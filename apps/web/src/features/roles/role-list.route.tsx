import { roleEndpoints } from '@console/domain/role/role.endpoints';
import type { RoleListQuery } from '@console/domain/role/role.schema';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconShieldOff } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { currentLanguage } from '../../i18n/i18n';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { RoleFilters } from './role-filters';
import { countActiveRoleFilters, readRoleListQuery, toRoleListSearch } from './role-list-query';
import { RoleTable } from './role-table';

const fetchPage = (query: RoleListQuery, start: number, signal: AbortSignal) =>
  api.call(roleEndpoints.list, { query: { ...query, start, language: currentLanguage() }, signal });

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const query = readRoleListQuery(new URL(request.url).searchParams);
  return { query, page: await fetchPage(query, 0, request.signal) };
};

/** /roles: every role of the console, server-paged, filtered and sorted from the URL. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page } = useLoaderData<typeof loader>();
  const { navigate, reset, isReloading } = useListUrl(query, toRoleListSearch);
  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);
  const canEdit = isAllowed('can:edit:roles', profile, {});

  const hasFilter = countActiveRoleFilters(query) > 0;
  const empty = (
    <ListEmptyState
      icon={<IconShieldOff size={28} aria-hidden="true" />}
      title={t(hasFilter ? 'roles.empty.filtered-title' : 'roles.empty.title')}
      description={t(hasFilter ? 'roles.empty.filtered-description' : 'roles.empty.description')}
      reset={hasFilter ? { label: t('roles.filters.reset'), onClick: reset } : undefined}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.roles')}</Title>
        {canEdit && (
          <Button component={Link} to={paths.roleNew()} leftSection={<IconPlus size={18} aria-hidden="true" />}>
            {t('pages.role-new')}
          </Button>
        )}
      </Group>
      <RoleFilters
        query={query}
        onChange={(change, options) => navigate({ ...query, ...change }, options?.replace)}
        onReset={reset}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('roles.total', { count: page.total })}
      </Text>
      <RoleTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        isLoading={isReloading}
        empty={empty}
      />
    </Stack>
  );
};
