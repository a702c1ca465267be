import type { AccountOption } from '@console/domain/account/account.schema';
import { BATTERY_VOLTAGE_MAX, USB_FILL_RATE_MAX } from '@console/domain/sensor/reading.schema';
import type { SensorListFilter, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { SENSOR_STATES, SENSOR_USAGES, type SensorState, type SensorUsage } from '@console/domain/sensor/sensor.schema';
import { MultiSelect, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from '../../ui/account-filter';
import { FilterPanel, SearchFilter } from '../../ui/filter-panel';
import { RangeFilter } from './range-filter';
import { countActiveFilters } from './sensor-list-query';
import { YesNoFilter } from './yes-no-filter';

export type FilterChange = (change: Partial<SensorListFilter>, options?: { replace?: boolean }) => void;

type SensorFiltersProps = {
  query: SensorListQuery;
  tags: string[];
  /** Accounts to filter by; null hides the filter (farmers see one account only). */
  accounts: AccountOption[] | null;
  onChange: FilterChange;
  onReset: () => void;
};

/**
 * The /sensors filters of the issue: serial prefix, states, usages, tags, faulty only, account; and those the
 * dashboard's tiles link to: battery and USB fill ranges, subscription, rent contract.
 */
export const SensorFilters = ({ query, tags, accounts, onChange, onReset }: SensorFiltersProps) => {
  const { t } = useTranslation();
  const activeCount = countActiveFilters(query);

  const fields = (
    <>
      <MultiSelect
        label={t('sensors.filters.states')}
        placeholder={query.states?.length ? undefined : t('sensors.filters.all')}
        data={SENSOR_STATES.map((state) => ({ value: state, label: t(`sensors.states.${state}`) }))}
        value={query.states ?? []}
        onChange={(states) => onChange({ states: states as SensorState[] })}
        clearable
        size="sm"
      />
      <MultiSelect
        label={t('sensors.filters.usages')}
        placeholder={query.usages?.length ? undefined : t('sensors.filters.all')}
        data={SENSOR_USAGES.map((usage) => ({ value: usage, label: t(`sensors.usages.${usage}`) }))}
        value={query.usages ?? []}
        onChange={(usages) => onChange({ usages: usages as SensorUsage[] })}
        clearable
        size="sm"
      />
      <MultiSelect
        label={t('sensors.filters.tags')}
        placeholder={query.tags?.length ? undefined : t('sensors.filters.all')}
        data={[...new Set([...tags, ...(query.tags ?? [])])]}
        value={query.tags ?? []}
        onChange={(selected) => onChange({ tags: selected })}
        searchable
        clearable
        nothingFoundMessage={t('common.no-results')}
        size="sm"
      />
      <RangeFilter
        fromLabel={t('sensors.filters.battery-from')}
        toLabel={t('sensors.filters.battery-to')}
        max={BATTERY_VOLTAGE_MAX}
        step={0.1}
        value={{ from: query.batteryFrom, to: query.batteryTo }}
        onChange={({ from, to }) => onChange({ batteryFrom: from, batteryTo: to }, { replace: true })}
      />
      <RangeFilter
        fromLabel={t('sensors.filters.usb-fill-from')}
        toLabel={t('sensors.filters.usb-fill-to')}
        max={USB_FILL_RATE_MAX}
        step={1}
        value={{ from: query.usbFillFrom, to: query.usbFillTo }}
        onChange={({ from, to }) => onChange({ usbFillFrom: from, usbFillTo: to }, { replace: true })}
      />
      <YesNoFilter
        label={t('sensors.filters.subscription')}
        anyLabel={t('sensors.filters.all')}
        yesLabel={t('sensors.filters.subscribed')}
        noLabel={t('sensors.filters.not-subscribed')}
        value={query.subscribed}
        onChange={(subscribed) => onChange({ subscribed })}
      />
      <YesNoFilter
        label={t('sensors.filters.rent-contract')}
        anyLabel={t('sensors.filters.all')}
        yesLabel={t('sensors.filters.rented')}
        noLabel={t('sensors.filters.not-rented')}
        value={query.rented}
        onChange={(rented) => onChange({ rented })}
      />
      {accounts && (
        <AccountFilter
          accounts={accounts}
          label={t('sensors.filters.account')}
          placeholder={t('sensors.filters.all-accounts')}
          value={query.accountId}
          onChange={(accountId) => onChange({ accountId })}
        />
      )}
    </>
  );

  return (
    <FilterPanel
      title={t('sensors.filters.title')}
      lead={
        <SearchFilter
          label={t('sensors.filters.search')}
          placeholder={t('sensors.filters.search-placeholder')}
          value={query.search}
          onChange={(search) => onChange({ search }, { replace: true })}
        />
      }
      fields={fields}
      extra={
        <Switch
          label={t('sensors.filters.faulty-only')}
          checked={query.faultyOnly ?? false}
          onChange={(event) => onChange({ faultyOnly: event.currentTarget.checked || undefined })}
        />
      }
      activeCount={activeCount}
      onReset={onReset}
      moreLabel={t('sensors.filters.more', { count: activeCount })}
      resetLabel={t('sensors.filters.reset')}
    />
  );
};
