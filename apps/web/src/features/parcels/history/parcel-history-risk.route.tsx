import { formatDate, formatLocalDay } from '@console/domain/time/date-format';
import { LineChart } from '@mantine/charts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../session/use-profile';
import { SectionCard } from '../../../ui/section-card';
import { RiskBadge } from '../risk-badge';
import { HISTORY_CHART_HEIGHT, HistoryChartCard, useWeekRows, WEEK_AXIS } from './parcel-history-chart';
import {
  CHARTED_RISK_LEVELS,
  countWeeksByLevel,
  earlierThresholdsOf,
  toRiskScore,
  toSeasonSeries,
  useParcelHistory,
} from './parcel-history-data';

const RISK_TICKS = CHARTED_RISK_LEVELS.map((_, score) => score);

/**
 * /parcels/:id/histo/risk: the week's level as steps, named on the axis and in the tooltip, and the weeks at each
 * level per season as badges with their names: never colour alone.
 */
export const Component = () => {
  const { t } = useTranslation();
  const { seasons, riskCorrections } = useParcelHistory();
  const { zoneId } = useProfile();
  const rows = useWeekRows((week) => toRiskScore(week.riskLevel));
  const earlier = earlierThresholdsOf(seasons);
  const levelName = (score: number) => {
    const level = CHARTED_RISK_LEVELS[score];
    return level ? t(`risk-levels.${level}`) : '';
  };

  return (
    <Stack gap="lg">
      <HistoryChartCard title={t('parcel-history.risk.title')} help={t('parcel-history.risk.help')}>
        <LineChart
          h={HISTORY_CHART_HEIGHT}
          data={rows}
          dataKey="week"
          series={toSeasonSeries(seasons)}
          curveType="stepAfter"
          valueFormatter={levelName}
          yAxisProps={{ domain: [0, RISK_TICKS.length - 1], ticks: RISK_TICKS, width: 72 }}
          xAxisProps={WEEK_AXIS}
          withLegend
          connectNulls={false}
        />
      </HistoryChartCard>

      <SectionCard title={t('parcel-history.risk.summary-title')}>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('parcel-history.risk.level')}</Table.Th>
                {seasons.map((season) => (
                  <Table.Th key={season.year} ta="right">
                    {season.year}
                    <Text size="xs" c="dimmed" fw={400}>
                      {season.crop
                        ? `${t(`crop-types.${season.crop.currentCrop}`)} · ${t(`crop-stages.${season.crop.stage}`)}`
                        : t('parcel-history.risk.no-crop')}
                    </Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {countWeeksByLevel(seasons).map(({ level, weeks }) => (
                <Table.Tr key={level}>
                  <Table.Td>
                    {/* Full names, never cut to an ellipsis: a narrow screen scrolls the table instead. */}
                    <RiskBadge level={level} miw="max-content" />
                  </Table.Td>
                  {weeks.map((count, index) => (
                    <Table.Td key={seasons[index]?.year} ta="right">
                      {count}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed" mt="sm">
          {t('parcel-history.risk.summary-help')}
        </Text>
        {earlier.length > 0 && (
          <Stack gap={4} mt="sm" role="note">
            {earlier.map(({ since, until, weeks }) => (
              <Text key={until} size="sm">
                {since
                  ? t('parcel-history.risk.earlier-since', {
                      count: weeks,
                      since: formatLocalDay(since),
                      until: formatLocalDay(until),
                    })
                  : t('parcel-history.risk.earlier-initial', { count: weeks, until: formatLocalDay(until) })}
              </Text>
            ))}
          </Stack>
        )}
      </SectionCard>

      {riskCorrections.length > 0 && (
        <SectionCard title={t('parcel-history.risk.corrections-title')}>
          <Stack gap={4} component="ul" m={0} pl="md">
            {riskCorrections.map((correction) => (
              <Text component="li" size="sm" key={`${correction.at}-${correction.night}`}>
                {t('parcel-history.risk.corrected', {
                  night: formatLocalDay(correction.night),
                  from: t(`risk-levels.${correction.from}`),
                  to: t(`risk-levels.${correction.to}`),
                  by: correction.by ?? t('count-reviews.someone'),
                  on: formatDate(correction.at, zoneId),
                })}
              </Text>
            ))}
          </Stack>
        </SectionCard>
      )}
    </Stack>
  );
};
