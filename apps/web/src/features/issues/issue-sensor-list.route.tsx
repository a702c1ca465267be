import { ISSUE_STATUSES, type IssueListQuery, type IssueStatus } from '@console/domain/issue/issue-list.schema';
import { Box, EmptyState, SegmentedControl, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLoaderData,
  useLocation,
  useNavigation,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { usePagedRows } from '../../ui/use-paged-rows';
import { fetchIssuePage, readIssueListQuery, toIssueListSearch } from './issue-list-query';
import { IssueTable } from './issue-table';

const ALL = 'all';

/** The sensor tab keeps the status and the sort of the URL; the other filters belong to /issues. */
const readSensorIssueQuery = (params: URLSearchParams, sensorId: string): IssueListQuery => {
  const { status, sort, order } = readIssueListQuery(params);
  return { start: 0, sensorId, status, sort, order };
};

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const query = readSensorIssueQuery(new URL(request.url).searchParams, params.id ?? '');
  return { query, page: await fetchIssuePage(query, 0, request.signal) };
};

/** /sensors/{id}/issues: the sensor's issues, open or closed, each opening under the sensor. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { id = '' } = useParams();
  const { query, page } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const isReloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchIssuePage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);
  const navigate = (next: IssueListQuery) => setSearchParams(toIssueListSearch(next), { preventScrollReset: true });

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <SegmentedControl
        aria-label={t('issues.fields.status')}
        size="sm"
        style={{ alignSelf: 'flex-start' }}
        value={query.status ?? ALL}
        onChange={(value) => navigate({ ...query, status: value === ALL ? undefined : (value as IssueStatus) })}
        data={[ALL, ...ISSUE_STATUSES].map((value) => ({
          value,
          label: value === ALL ? t('issues.filters.all-statuses') : t(`issues.statuses.${value}`),
        }))}
      />
      <IssueTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        isLoading={isReloading}
        timeZone={profile.zoneId}
        issuePath={(issue) => paths.sensorIssue(id, issue.id)}
        withSensor={false}
        empty={
          <Box py="xl">
            <EmptyState
              icon={<IconCircleCheck size={28} aria-hidden="true" />}
              title={t('issues.empty.sensor-title')}
              description={t('issues.empty.sensor-description')}
            />
          </Box>
        }
      />
    </Stack>
  );
};
