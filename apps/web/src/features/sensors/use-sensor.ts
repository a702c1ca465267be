import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import { useRouteLoaderData } from 'react-router';

/** Route id of /sensors/:id, whose loader data is the sensor every tab shows. */
export const SENSOR_ROUTE_ID = 'sensor-detail';

/** The sensor of the current /sensors/:id page; only under that route. */
export const useSensor = (): SensorListItem => {
  const data = useRouteLoaderData(SENSOR_ROUTE_ID) as { sensor: SensorListItem } | undefined;
  if (!data) throw new Error('useSensor is only available under /sensors/:id');
  return data.sensor;
};
