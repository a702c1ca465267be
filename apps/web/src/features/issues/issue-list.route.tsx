import { issueEndpoints } from '@console/domain/issue/issue.endpoints';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { ExportMenu } from '../../ui/export-menu';
import {
  FavouriteListEmptyState,
  FavouriteSwitcher,
  loadWithFavourite,
  UnknownFavouriteAlert,
} from '../../ui/favourite-switcher';
import { formatNumber } from '../../ui/number-format';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { IssueFilters } from './issue-filters';
import { countActiveIssueFilters, fetchIssuePage, readIssueListQuery, toIssueListSearch } from './issue-list-query';
import { IssueTable } from './issue-table';

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const urlQuery = readIssueListQuery(new URL(request.url).searchParams);
  const { signal } = request;
  // /issues is never shown to farmers (router rule), so every reader here may pick an account.
  const [{ data: page, favourite }, accounts] = await Promise.all([
    loadWithFavourite(request, context.get(profileContext), (favouriteId) =>
      fetchIssuePage({ ...urlQuery, favouriteId }, 0, signal),
    ),
    api.call(accountEndpoints.options, { signal }),
  ]);
  return { query: { ...urlQuery, favouriteId: favourite.selected?.id }, page, accounts, favourite };
};

/** /issues: every issue in the caller's scope, server-paged in a virtual table, filtered from the URL. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page, accounts, favourite } = useLoaderData<typeof loader>();
  const { navigate, reset, isReloading } = useListUrl(query, toIssueListSearch);

  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchIssuePage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);

  const hasFilter = countActiveIssueFilters(query) > 0;

  const empty = (
    <FavouriteListEmptyState
      list="issues"
      favourite={favourite.selected}
      hasFilter={hasFilter}
      reset={reset}
      icon={<IconCircleCheck size={28} aria-hidden="true" />}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Group gap="md" align="baseline">
          <Title order={1}>{t('pages.issues')}</Title>
          <Text c="dimmed" size="sm">
            {t('issues.total', { total: formatNumber(rows.total, 0) })}
          </Text>
        </Group>
        <Group gap="sm">
          <FavouriteSwitcher choice={favourite} />
          <ExportMenu endpoint={issueEndpoints.export} query={query} disabled={page.total === 0} />
        </Group>
      </Group>
      <UnknownFavouriteAlert choice={favourite} />
      <IssueFilters
        query={query}
        accounts={accounts}
        onChange={(change) => navigate({ ...query, ...change })}
        onReset={reset}
      />
      <IssueTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        isLoading={isReloading}
        empty={empty}
        timeZone={profile.zoneId}
        issuePath={(issue) => paths.issue(issue.id)}
      />
    </Stack>
  );
};
