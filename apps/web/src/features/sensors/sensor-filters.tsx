import type { AccountOption } from '@console/domain/account/account.schema';
import type { SensorListFilter, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { SENSOR_STATES, SENSOR_USAGES, type SensorState, type SensorUsage } from '@console/domain/sensor/sensor.schema';
import { MultiSelect, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from '../../ui/account-filter';
import { FilterPanel, SearchFilter } from '../../ui/filter-panel';
import { countActiveFilters } from './sensor-list-query';

export type FilterChange = (change: Partial<SensorListFilter>, options?: { replace?: boolean }) => void;

type SensorFiltersProps = {
  query: SensorListQuery;
  tags: string[];
  /** Accounts to filter by; null hides the filter (farmers see one account only). */
  accounts: AccountOption[] | null;
  onChange: FilterChange;
  onReset: () => void;
};

/** The /sensors filters of the issue: serial prefix, states, usages, tags, faulty only, account. */
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
