import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { type ListSearch, useListSearch } from '../../ui/use-list-search';

type FreeParcelFilter = { accountId: string; exceptId: string };

/** The account's parcels without a sensor whose label starts with the text, the parcel the sensor leaves aside. */
const searchFreeParcels: ListSearch<FreeParcelFilter, ParcelListItem> = async (filter, search, signal) => {
  const page = await api.call(parcelEndpoints.list, {
    query: { accountId: filter.accountId, withSensor: false, search, sort: 'label' },
    signal,
  });
  return page.items.filter((parcel) => parcel.id !== filter.exceptId);
};

type ParcelPickerProps = {
  /** The parcel the sensor is on: the one to move it from. */
  from: Pick<ParcelListItem, 'id' | 'accountId'>;
  value: ParcelListItem | null;
  onChange: (parcel: ParcelListItem | null) => void;
  error?: string | undefined;
};

/** A parcel of the same account without a sensor, found by the start of its label: where a sensor moves to. */
export const ParcelPicker = ({ from, value, onChange, error }: ParcelPickerProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { found, isLoading } = useListSearch(
    searchFreeParcels,
    { accountId: from.accountId, exceptId: from.id },
    search,
  );
  // The chosen parcel stays an option even when the search has moved on.
  const parcels = value ? [value, ...found.filter((parcel) => parcel.id !== value.id)] : found;
  return (
    <Select
      label={t('parcel.sensor-moves.move-to')}
      description={t('parcel.sensor-moves.move-to-help')}
      placeholder={t('parcel.sensor-moves.move-to-placeholder')}
      data={parcels.map((parcel) => ({ value: parcel.id, label: parcel.label }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(parcels.find((parcel) => parcel.id === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      filter={({ options }) => options}
      nothingFoundMessage={isLoading ? t('common.loading') : t('parcel.sensor-moves.no-free-parcel')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
