import type { SensorListItem, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { api } from '../api/api';

const SEARCH_DEBOUNCE_MS = 250;

type SensorSearchFilter = Partial<Omit<SensorListQuery, 'start' | 'sort' | 'order' | 'search'>>;

/**
 * The sensors a picker offers for what is typed: the first page of the sensor list, by serial number, whose serial
 * starts with the text, so a fleet of thousands stays quick to search. A null filter searches nothing yet.
 */
export const useSensorSearch = (filter: SensorSearchFilter | null, search: string) => {
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [found, setFound] = useState<SensorListItem[]>([]);
  const [isLoading, setLoading] = useState(filter !== null);
  // The filter's values, not its identity, decide when to search again.
  const filterKey = JSON.stringify(filter);

  useEffect(() => {
    const current = JSON.parse(filterKey) as SensorSearchFilter | null;
    if (!current) return;
    const controller = new AbortController();
    setLoading(true);
    api
      .call(sensorEndpoints.list, {
        query: { ...current, sort: 'serialNumber', search: debounced.trim() || undefined },
        signal: controller.signal,
      })
      .then((page) => {
        setFound(page.items);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) {
          console.error('Sensor search failed', failure);
          setLoading(false);
        }
      });
    return () => controller.abort();
  }, [debounced, filterKey]);

  return { found, isLoading };
};
