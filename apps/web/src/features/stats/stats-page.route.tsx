import { statsEndpoints } from '@console/domain/dashboard/stats.endpoints';
import {
  MAX_STATS_MONTHS,
  STATS_PERIODS,
  type Stats,
  statsPageSchema,
  statsPeriodLabel,
  type StatsPeriod,
} from '@console/domain/dashboard/stats.schema';
import { Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { addMonths, format, parse } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { profileContext } from '../../session/profile-context';
import { LocalizedDates } from '../../ui/localized-dates';
import { FavouriteSwitcher, loadWithFavourite, UnknownFavouriteAlert } from '../../ui/favourite-switcher';
import { ExportMenu } from '../../ui/export-menu';
import { SectionCard } from '../../ui/section-card';
import { formatValue, rowLabel } from './stats-format';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months in the URL when both are well formed, else none: the page then shows the last twelve. */
const monthsIn = (params: URLSearchParams) => {
  const [from, to] = [params.get('from'), params.get('to')];
  return from && to && MONTH.test(from) && MONTH.test(to) && from <= to ? { from, to } : {};
};

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const page = statsPageSchema.parse(url.pathname.split('/').at(-1));
  const by: StatsPeriod = url.searchParams.get('by') === 'season' ? 'season' : 'month';
  const query = { ...monthsIn(url.searchParams), by };
  const load = (favouriteId: string | undefined) =>
    api.call(statsEndpoints.page, { params: { page }, query: { ...query, favouriteId }, signal: request.signal });
  // Usage counts people and their exports, which no favourite narrows (decision 141).
  if (page === 'usage') return { stats: await load(undefined), favourite: null };
  const { data: stats, favourite } = await loadWithFavourite(request, context.get(profileContext), load);
  return { stats, favourite };
};

const toMonth = (date: Date) => format(date, 'yyyy-MM');
const fromMonth = (month: string) => parse(month, 'yyyy-MM', new Date());

/** The page's own range of months, at most 36, and whether its columns are months or seasons. */
const StatsControls = ({ stats }: { stats: Stats }) => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { from, to } = stats;
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries({ from, to, ...changes })) next.set(name, value);
    setSearchParams(next, { preventScrollReset: true });
  };
  return (
    <Group align="flex-end" gap="md">
      {/* The month pickers' months and arrows in the interface language. */}
      <LocalizedDates>
        <MonthPickerInput
          label={t('stats.from')}
          value={fromMonth(from)}
          maxDate={fromMonth(to)}
          minDate={addMonths(fromMonth(to), 1 - MAX_STATS_MONTHS)}
          valueFormat="MM/YYYY"
          onChange={(value) => value && update({ from: toMonth(new Date(value)) })}
          w={140}
        />
        <MonthPickerInput
          label={t('stats.to')}
          value={fromMonth(to)}
          minDate={fromMonth(from)}
          maxDate={addMonths(fromMonth(from), MAX_STATS_MONTHS - 1)}
          valueFormat="MM/YYYY"
          onChange={(value) => value && update({ to: toMonth(new Date(value)) })}
          w={140}
        />
      </LocalizedDates>
      <SegmentedControl
        aria-label={t('stats.by.label')}
        value={stats.by}
        onChange={(by) => update({ by })}
        data={STATS_PERIODS.map((period) => ({ value: period, label: t(`stats.by.${period}`) }))}
      />
    </Group>
  );
};

/**
 * One measure: a row for the whole and each group, a column for each period. A period none of whose nights is over
 * yet (a month until noon UTC on its 2nd) says it is too soon, rather than the dash of a period with nothing to measure.
 */
const MeasureTable = ({ stats, measure }: { stats: Stats; measure: Stats['measures'][number] }) => {
  const { t } = useTranslation();
  const title = t(`stats.measures.${measure.key}.title`);
  const pending = measure.pendingPeriods;
  return (
    <SectionCard title={title}>
      <Text size="sm" c="dimmed" mb="sm">
        {t(`stats.measures.${measure.key}.help`)}
      </Text>
      {/* Scrolled sideways on a phone: a focusable region, so the keyboard scrolls it too. */}
      <Table.ScrollContainer
        minWidth={220 + stats.periods.length * 80}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={title}
      >
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`stats.groups.${stats.page}`)}</Table.Th>
              {stats.periods.map((period) => (
                <Table.Th key={period} ta="right">
                  {statsPeriodLabel(period, stats.by)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {measure.rows.map((row) => (
              <Table.Tr key={row.key} fw={row.key === 'all' ? 600 : undefined}>
                <Table.Th scope="row" fw="inherit">
                  {rowLabel(t, stats.page, row)}
                </Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={stats.periods[index]} ta="right">
                    {pending.includes(stats.periods[index] ?? '')
                      ? t('stats.pending.value')
                      : formatValue(t, value, measure.unit)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pending.length > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {t(`stats.pending.${stats.by}`, {
            count: pending.length,
            periods: pending.map((period) => statsPeriodLabel(period, stats.by)).join(', '),
          })}
        </Text>
      )}
    </SectionCard>
  );
};

/**
 * /stats/qos, /stats/maintenance and /stats/usage: the page's measures month by month or season by season over a range
 * of months of its own (decision 142), each a table of the whole and its groups.
 */
export const Component = () => {
  const { t } = useTranslation();
  const { stats, favourite } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={1}>{t(`pages.stats-${stats.page}`)}</Title>
      <Group justify="space-between" align="flex-end">
        {favourite ? <FavouriteSwitcher choice={favourite} /> : <span />}
        <Group align="flex-end" gap="md">
          <StatsControls stats={stats} />
          <ExportMenu
            endpoint={statsEndpoints.export}
            params={{ page: stats.page }}
            query={{ from: stats.from, to: stats.to, by: stats.by, favouriteId: favourite?.selected?.id }}
            disabled={false}
          />
        </Group>
      </Group>
      {favourite && <UnknownFavouriteAlert choice={favourite} />}
      {stats.measures.map((measure) => (
        <MeasureTable key={measure.key} stats={stats} measure={measure} />
      ))}
    </Stack>
  );
};
