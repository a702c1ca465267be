import '@mantine/charts/styles.css';
import type { ParcelHistoryWeek } from '@console/domain/parcel/parcel-history.schema';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { toWeekRows, useParcelHistory, type WeekRow } from './parcel-history-data';

export const HISTORY_CHART_HEIGHT = 260;

/** Up to 52 weeks do not fit as ticks on a phone: recharts drops the ones that would overlap. */
export const WEEK_AXIS = { interval: 'preserveStartEnd' as const, minTickGap: 16 };

/** A chart of the history's tabs, with a sentence on what it measures. */
export const HistoryChartCard = ({ title, help, children }: { title: string; help: string; children: ReactNode }) => (
  <SectionCard title={title}>
    {children}
    <Text size="xs" c="dimmed" mt="sm">
      {help}
    </Text>
  </SectionCard>
);

/** The loaded seasons as week rows of one figure, weeks labelled in the interface language. */
export const useWeekRows = (value: (week: ParcelHistoryWeek) => number | null): WeekRow[] => {
  const { t } = useTranslation();
  const { seasons } = useParcelHistory();
  return toWeekRows(seasons, value, (week) => t('parcel-history.week-label', { week }));
};
