import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSensorSearch } from '../../ui/use-sensor-search';

export type SeatSensor = { id: string; serialNumber: string };

type SeatSensorPickerProps = {
  /** The holder whose fleet, and its provider's, the seats take sensors from; none yet, no choice. */
  accountId: string | undefined;
  value: SeatSensor[];
  onChange: (sensors: SeatSensor[]) => void;
  label: string;
  description?: string;
  error?: string | undefined;
  /** One sensor only: a swap's replacement. */
  isSingle?: boolean;
};

/**
 * Sensors of the holder's fleet or its provider's, found by the start of their serial number: the first page of the sensor list for
 * what is typed, so a fleet of thousands stays quick to search. Picked sensors stay shown while the search moves on.
 */
export const SeatSensorPicker = ({
  accountId,
  value,
  onChange,
  label,
  description,
  error,
  isSingle = false,
}: SeatSensorPickerProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { found, isLoading } = useSensorSearch(accountId ? { usableBy: accountId } : null, search);

  const options = [...value, ...found.filter((sensor) => !value.some((picked) => picked.id === sensor.id))];
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? t('subscriptions.sensor-picker.placeholder') : undefined}
      data={options.map((sensor) => ({ value: sensor.id, label: sensor.serialNumber }))}
      value={value.map((sensor) => sensor.id)}
      onChange={(ids) => onChange(options.filter((sensor) => ids.includes(sensor.id)))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: shown }) => shown}
      maxValues={isSingle ? 1 : undefined}
      disabled={!accountId}
      nothingFoundMessage={isLoading ? t('common.loading') : t('subscriptions.sensor-picker.none')}
      error={error}
      clearable
    />
  );
};
