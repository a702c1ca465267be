import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SensorSearchFilter, useSensorSearch } from './use-sensor-search';

export type PickedSensor = Pick<SensorListItem, 'id' | 'serialNumber' | 'accountName'>;

type SensorPickerProps = {
  value: PickedSensor | null;
  onChange: (sensor: PickedSensor | null) => void;
  error?: string | undefined;
  /**
   * Narrows the free sensors offered: `usableBy` an account, for staff, who see every fleet, placing a sensor on a
   * farm's parcel; a lessor's sensors for rent, for a rented one's replacement. Unset, the caller's whole scope (a
   * provider places its own sensors on its farmers' parcels too).
   */
  filter?: SensorSearchFilter | undefined;
};

/**
 * A free sensor of the user's fleet, found by the start of its serial number: the first page of
 * `GET /back/sensors?with_parcel=false` for what is typed, so a fleet of thousands stays quick to search.
 */
export const SensorPicker = ({ value, onChange, error, filter }: SensorPickerProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // A chosen sensor shows its serial number as the search text, so the list then holds that sensor.
  const { found, isLoading } = useSensorSearch({ ...filter, withParcel: false }, search);

  // The chosen sensor stays an option even when the search has moved on.
  const sensors = value ? [value, ...found.filter((sensor) => sensor.id !== value.id)] : found;
  return (
    <Select
      label={t('sensor-picker.label')}
      description={t('sensor-picker.help')}
      placeholder={t('sensor-picker.placeholder')}
      data={sensors.map((sensor) => ({ value: sensor.id, label: sensor.serialNumber }))}
      renderOption={({ option }) => {
        const sensor = sensors.find((candidate) => candidate.id === option.value);
        return (
          <span>
            {option.label}
            {sensor && <span style={{ color: 'var(--mantine-color-dimmed)' }}> · {sensor.accountName}</span>}
          </span>
        );
      }}
      value={value?.id ?? null}
      onChange={(id) => onChange(sensors.find((sensor) => sensor.id === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      filter={({ options }) => options}
      nothingFoundMessage={isLoading ? t('common.loading') : t('sensor-picker.none')}
      error={error}
    />
  );
};
