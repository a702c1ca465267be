import type { AlertParcel } from '@console/domain/notification/account-alert-settings.schema';
import { alertSettingsEndpoints } from '@console/domain/notification/alert-settings.endpoints';
import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { type ListSearch, useListSearch } from '../../ui/use-list-search';

const searchAlertParcels: ListSearch<object, AlertParcel> = (_filter, search, signal) =>
  api.call(alertSettingsEndpoints.searchAlertParcels, { query: { search }, signal });

type AlertParcelPickerProps = {
  /** The chosen parcels, named. */
  value: AlertParcel[];
  onChange: (parcels: AlertParcel[]) => void;
  onBlur: () => void;
  error?: string | undefined;
  readOnly: boolean;
};

/**
 * Parcels of the account found by the start of their label: the first page of `GET /back/settings/alerts/parcels`
 * for what is typed, so a provider's thousands of parcels stay quick to search. Chosen parcels stay listed.
 */
export const AlertParcelPicker = ({ value, onChange, onBlur, error, readOnly }: AlertParcelPickerProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // A read-only form searches nothing.
  const { found, isLoading } = useListSearch(searchAlertParcels, readOnly ? null : {}, search);

  const chosen = new Set(value.map((parcel) => parcel.id));
  const parcels = [...value, ...found.filter((parcel) => !chosen.has(parcel.id))];
  const byId = new Map(parcels.map((parcel) => [parcel.id, parcel]));
  return (
    <MultiSelect
      label={t('alert-settings.fields.parcelIds')}
      description={t('alert-settings.fields.parcelIds-help')}
      placeholder={value.length === 0 ? t('alert-settings.fields.parcelIds-placeholder') : undefined}
      data={parcels.map((parcel) => ({ value: parcel.id, label: parcel.label }))}
      renderOption={({ option }) => (
        <span>
          {option.label}
          <span style={{ color: 'var(--mantine-color-dimmed)' }}> · {byId.get(option.value)?.accountName}</span>
        </span>
      )}
      value={value.map((parcel) => parcel.id)}
      onChange={(ids) => onChange(ids.flatMap((id) => byId.get(id) ?? []))}
      onBlur={onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the search; the chosen parcels are listed whatever is typed.
      filter={({ options }) => options}
      hidePickedOptions
      clearable={!readOnly}
      readOnly={readOnly}
      nothingFoundMessage={isLoading ? t('common.loading') : t('alert-settings.fields.parcelIds-none')}
      error={error}
      withAsterisk={!readOnly}
    />
  );
};
