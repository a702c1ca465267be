import type { SensorWithSecret } from '@console/domain/sensor/sensor-list.schema';
import { SimpleGrid, Stack } from '@mantine/core';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { api } from '../../api/api';
import { getPublicSettings } from '../../api/public-settings';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { DeviceSecretCard } from './device-secret-card';
import { sensorInfoIntentSchema } from './sensor-info-intent';
import { SensorDetailsCard } from './sensor-details-card';
import { SensorFirmwareCard } from './sensor-firmware-card';
import { SensorLocationCard } from './sensor-location-card';
import { SensorStatusCard } from './sensor-status-card';
import { SensorWeatherCard } from './sensor-weather-card';
import { useSensor } from './use-sensor';

/** Loaded again after a weather-link change, as every loader after an action: the explanation follows the link. */
export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const call = { params: { id: params.id ?? '' }, signal: request.signal };
  const [settings, weatherFeed, firmware, nearbyStations] = await Promise.all([
    getPublicSettings(),
    api.call(sensorEndpoints.getWeatherFeed, call),
    api.call(sensorEndpoints.getFirmware, call),
    api.call(sensorEndpoints.nearbyStations, call),
  ]);
  return { settings, weatherFeed, firmware, nearbyStations };
};

/** POST /back/sensors/{id}/weather or /device-secret; the sensor route reloads the sensor afterwards. */
export const action = async ({
  request,
  params,
}: ActionFunctionArgs): Promise<FormActionResult | FormActionResult<{ sensor: SensorWithSecret }>> => {
  const body = await readPayload(request, sensorInfoIntentSchema);
  const call = { params: { id: params.id ?? '' }, signal: request.signal };
  if (body.intent === 'rotate-secret') {
    try {
      return { ok: true, sensor: await api.call(sensorEndpoints.rotateDeviceSecret, call) };
    } catch (error) {
      return refusedSave(error, 'Device secret rotation');
    }
  }
  try {
    await api.call(sensorEndpoints.updateWeather, { ...call, body: body.input });
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Weather link update');
  }
};

/**
 * The sensor's information tab: status, details, position, weather link, firmware and, for staff, its device secret.
 */
export const Component = () => {
  const profile = useProfile();
  const sensor = useSensor();
  const { settings, weatherFeed, firmware, nearbyStations } = useLoaderData<typeof loader>();

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" p={{ base: 'md', sm: 'xl' }}>
      <SensorStatusCard sensor={sensor} />
      <SensorDetailsCard sensor={sensor} />
      <SensorLocationCard sensor={sensor} tiles={settings.mapTiles} />
      <Stack gap="lg">
        <SensorWeatherCard
          sensor={sensor}
          feed={weatherFeed}
          nearbyStations={nearbyStations}
          canEdit={isAllowed('can:edit:sensors', profile, {})}
        />
        <SensorFirmwareCard firmware={firmware} />
        {isAllowed('staff:edit:sensors', profile, {}) && <DeviceSecretCard sensor={sensor} />}
      </Stack>
    </SimpleGrid>
  );
};
