import {
  DATE_RANGE_PRESETS,
  getCustomRangeChange,
  getPresetRange,
  inferDateRangePreset,
  MAX_CUSTOM_RANGE_DAYS,
  toDateFilter,
  type DateRange,
  type DateRangePreset,
  type FixedDateRangePreset,
  parseDateFilter,
} from '@console/domain/date/date-range-presets';
import { Button, Group, Popover, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { addDays, format, min, startOfDay, subDays } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '@console/domain/time/date-format';
import { DEFAULT_RANGE_PARAMS, readDateRange, writeDateRange, type DateRangeParamNames } from './date-range-query';
import { LocalizedDates } from './localized-dates';

const ALL = 'all';
type Choice = DateRangePreset | typeof ALL;
type PickerValue = [string | null, string | null];

const DAY = 'yyyy-MM-dd';
const parseDay = (day: string) => parseDateFilter({ from: day, to: day }).from;

type DateRangeFilterProps = {
  /** The range in effect when the URL has none: the week preset or the demo dates; null = every date. */
  defaultRange: DateRange | null;
  /** Query parameter names; `from` and `to` unless told otherwise. */
  params?: DateRangeParamNames;
  /** Accessible name of the group. */
  label: string;
};

/**
 * The date-range filter of spec points 2, 4, 5 and 9: presets today, week, month, and a custom range
 * (at most 30 days, no day after today, weeks from Monday). It reads and writes its two days in the
 * URL query, so reloading or going back keeps the range. With no default it also offers "all dates".
 */
export const DateRangeFilter = ({ defaultRange, params = DEFAULT_RANGE_PARAMS, label }: DateRangeFilterProps) => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // One "today" per mount: a page left open past midnight keeps consistent presets.
  const [today] = useState(() => startOfDay(new Date()));
  const [isPickerOpen, setPickerOpen] = useState(false);
  // What the user has clicked since the picker opened; until then it shows the range in effect, read at each
  // render, so a picker opened while a preset's navigation is still rendering shows that preset's range.
  const [picked, setPicked] = useState<PickerValue | null>(null);

  const range = readDateRange(searchParams, today, defaultRange, params);
  const preset: Choice = range ? inferDateRangePreset(range, today) : ALL;
  const shown: Choice = isPickerOpen ? 'custom' : preset;
  const rangeDays = range ? toDateFilter(range) : null;
  const selection: PickerValue = picked ?? (rangeDays ? [rangeDays.from, rangeDays.to] : [null, null]);

  const apply = (next: DateRange | null) =>
    setSearchParams((current) => writeDateRange(current, next, params), { preventScrollReset: true });

  const openPicker = () => {
    setPicked(null);
    setPickerOpen(true);
  };

  const choose = (choice: string) => {
    if (choice === 'custom') openPicker();
    else if (choice === ALL) apply(null);
    else apply(getPresetRange(choice as FixedDateRangePreset, today));
  };

  const pick = (value: PickerValue) => {
    setPicked(value);
    const [from, to] = value;
    const change = getCustomRangeChange(
      { from: from ? parseDay(from) : undefined, to: to ? parseDay(to) : undefined },
      today,
    );
    if (!change) return;
    apply(change);
    setPickerOpen(false);
  };

  // While one end is chosen, days more than 30 days away from it are out of reach.
  const anchor = selection[0] && !selection[1] ? parseDay(selection[0]) : null;
  const maxDate = anchor ? min([addDays(anchor, MAX_CUSTOM_RANGE_DAYS), today]) : today;
  const minDate = anchor ? subDays(anchor, MAX_CUSTOM_RANGE_DAYS) : undefined;

  const choices: Choice[] = defaultRange ? [...DATE_RANGE_PRESETS] : [ALL, ...DATE_RANGE_PRESETS];
  const rangeText = range ? `${formatDate(range.from)} – ${formatDate(range.to)}` : t('date-filter.all');

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={label}>
      <SegmentedControl
        size="sm"
        value={shown}
        onChange={choose}
        data={choices.map((choice) => ({ value: choice, label: t(`date-filter.presets.${choice}`) }))}
      />
      <Popover
        opened={isPickerOpen}
        onChange={setPickerOpen}
        onDismiss={() => setPickerOpen(false)}
        position="bottom-start"
        shadow="md"
        trapFocus
      >
        <Popover.Target>
          <Button
            // With no range ("all dates") the button would only repeat the selected choice.
            display={range || isPickerOpen ? undefined : 'none'}
            variant="default"
            size="sm"
            leftSection={<IconCalendar size={16} aria-hidden="true" />}
            onClick={() => (isPickerOpen ? setPickerOpen(false) : openPicker())}
          >
            {/* Named by the dates it shows, then what it does (WCAG 2.5.3). */}
            <Text span size="sm">
              {rangeText}
            </Text>
            <VisuallyHidden>{t('date-filter.choose')}</VisuallyHidden>
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <LocalizedDates>
            <DatePicker
              // Opens on the month of the range in effect, also when that range arrives after the click.
              key={rangeDays?.from ?? 'all'}
              type="range"
              allowSingleDateInRange
              value={selection}
              onChange={pick}
              maxDate={format(maxDate, DAY)}
              minDate={minDate ? format(minDate, DAY) : undefined}
              defaultDate={selection[0] ?? format(today, DAY)}
              aria-label={t('date-filter.custom-range')}
            />
            <Text size="xs" c="dimmed" mt="xs" maw={260}>
              {t('date-filter.custom-help', { days: MAX_CUSTOM_RANGE_DAYS })}
            </Text>
          </LocalizedDates>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
};
