import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SensorSearchFilter, useSensorSearch } from './use-sensor-search';

export type PickedSensor = { id: string; serialNumber: string };

type SensorsPickerProps = {
  /** The sensor list's filter the choice is made in; none yet, no choice. */
  filter: SensorSearchFilter | null;
  value: PickedSensor[];
  onChange: (sensors: PickedSensor[]) => void;
  label: string;
  description?: string;
  error?: string | undefined;
  /** One sensor only: a swap's replacement. */
  isSingle?: boolean;
};

/**
 * Sensors under a filter of the sensor list (a holder's fleet, a lessor's sensors for rent), found by the start of
 * their serial number: the first page of the list for what is typed, so a fleet of thousands stays quick to search.
 * Picked sensors stay shown while the search moves on.
 */
export const SensorsPicker = ({
  filter,
  value,
  onChange,
  label,
  description,
  error,
  isSingle = false,
}: SensorsPickerProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { found, isLoading } = useSensorSearch(filter, search);

  const options = [...value, ...found.filter((sensor) => !value.some((picked) => picked.id === sensor.id))];
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? t('sensor-picker.placeholder') : undefined}
      data={options.map((sensor) => ({ value: sensor.id, label: sensor.serialNumber }))}
      value={value.map((sensor) => sensor.id)}
      onChange={(ids) => onChange(options.filter((sensor) => ids.includes(sensor.id)))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: shown }) => shown}
      maxValues={isSingle ? 1 : undefined}
      disabled={!filter}
      nothingFoundMessage={isLoading ? t('common.loading') : t('sensor-picker.none')}
      error={error}
      clearable
    />
  );
};
