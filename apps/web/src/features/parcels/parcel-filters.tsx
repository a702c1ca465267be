import type { AccountOption } from '@console/domain/account/account.schema';
import { CROP_STAGES, CROP_TYPES, type CropStage, type CropType } from '@console/domain/crop/crop.schema';
import type { ParcelListFilter, ParcelListQuery } from '@console/domain/parcel/parcel-list.schema';
import { SOIL_TYPES, type SoilType } from '@console/domain/parcel/parcel.schema';
import { RISK_LEVELS, type RiskLevel } from '@console/domain/risk/risk.schema';
import { MultiSelect, Select, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from '../../ui/account-filter';
import { FilterPanel, SearchFilter } from '../../ui/filter-panel';
import { useListUrl } from '../../ui/use-list-url';
import { countActiveFilters, toParcelListSearch } from './parcel-list-query';

export type ParcelFilterChange = (change: Partial<ParcelListFilter>, options?: { replace?: boolean }) => void;

/** The list's and the map's query in the URL: a filter change, the reset, and the sort kept across both. */
export const useParcelListUrl = (query: ParcelListQuery) => {
  const listUrl = useListUrl(query, toParcelListSearch);
  const changeFilter: ParcelFilterChange = (change, options) =>
    listUrl.navigate({ ...query, ...change }, options?.replace);
  return { ...listUrl, changeFilter };
};

type ParcelFiltersProps = {
  query: ParcelListQuery;
  /** Accounts to filter by; null hides the filter (farmers see their own parcels and those shared with them). */
  accounts: AccountOption[] | null;
  onChange: ParcelFilterChange;
  onReset: () => void;
};

const WITH_SENSOR_VALUES = { with: true, without: false } as const;

/** The /parcels filters: name, crop, stage, risk, soil, account, sensor or not, missing information. */
export const ParcelFilters = ({ query, accounts, onChange, onReset }: ParcelFiltersProps) => {
  const { t } = useTranslation();
  const activeCount = countActiveFilters(query);
  const all = (selected: unknown[] | undefined) => (selected?.length ? undefined : t('parcels.filters.all'));

  const fields = (
    <>
      <MultiSelect
        label={t('parcels.filters.crop-types')}
        placeholder={all(query.cropTypes)}
        data={CROP_TYPES.map((type) => ({ value: type, label: t(`crop-types.${type}`) }))}
        value={query.cropTypes ?? []}
        onChange={(cropTypes) => onChange({ cropTypes: cropTypes as CropType[] })}
        clearable
        size="sm"
      />
      <MultiSelect
        label={t('parcels.filters.stages')}
        placeholder={all(query.stages)}
        data={CROP_STAGES.map((stage) => ({ value: stage, label: t(`crop-stages.${stage}`) }))}
        value={query.stages ?? []}
        onChange={(stages) => onChange({ stages: stages as CropStage[] })}
        clearable
        size="sm"
      />
      <MultiSelect
        label={t('parcels.filters.risk-levels')}
        placeholder={all(query.riskLevels)}
        data={RISK_LEVELS.map((level) => ({ value: level, label: t(`risk-levels.${level}`) }))}
        value={query.riskLevels ?? []}
        onChange={(riskLevels) => onChange({ riskLevels: riskLevels as RiskLevel[] })}
        clearable
        size="sm"
      />
      <MultiSelect
        label={t('parcels.filters.soil-types')}
        placeholder={all(query.soilTypes)}
        data={SOIL_TYPES.map((type) => ({ value: type, label: t(`soil-types.${type}`) }))}
        value={query.soilTypes ?? []}
        onChange={(soilTypes) => onChange({ soilTypes: soilTypes as SoilType[] })}
        clearable
        size="sm"
      />
      <Select
        label={t('parcels.filters.sensor')}
        placeholder={t('parcels.filters.all')}
        data={[
          { value: 'with', label: t('parcels.filters.with-sensor') },
          { value: 'without', label: t('parcels.filters.without-sensor') },
        ]}
        value={query.withSensor === undefined ? null : query.withSensor ? 'with' : 'without'}
        onChange={(value) =>
          onChange({ withSensor: value ? WITH_SENSOR_VALUES[value as keyof typeof WITH_SENSOR_VALUES] : undefined })
        }
        clearable
        size="sm"
      />
      {accounts && (
        <AccountFilter
          accounts={accounts}
          label={t('parcels.filters.account')}
          placeholder={t('parcels.filters.all-accounts')}
          value={query.accountId}
          onChange={(accountId) => onChange({ accountId })}
        />
      )}
    </>
  );

  return (
    <FilterPanel
      title={t('parcels.filters.title')}
      lead={
        <SearchFilter
          label={t('parcels.filters.search')}
          placeholder={t('parcels.filters.search-placeholder')}
          value={query.search}
          onChange={(search) => onChange({ search }, { replace: true })}
        />
      }
      fields={fields}
      extra={
        <Switch
          label={t('parcels.filters.missing-info-only')}
          checked={query.missingInfoOnly ?? false}
          onChange={(event) => onChange({ missingInfoOnly: event.currentTarget.checked || undefined })}
        />
      }
      activeCount={activeCount}
      onReset={onReset}
      moreLabel={t('parcels.filters.more', { count: activeCount })}
      resetLabel={t('parcels.filters.reset')}
    />
  );
};
