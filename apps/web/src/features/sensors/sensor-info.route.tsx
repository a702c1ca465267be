import type { SensorWithSecret, UpdateSensorWeatherInput } from '@console/domain/sensor/sensor-list.schema';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { Anchor, Badge, Button, DataList, Group, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconMapPinOff, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { getPublicSettings } from '../../api/public-settings';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import type { FieldIssue } from '../../ui/form-issues';
import { Moment } from '../../ui/moment';
import { formatMeasure, formatNumber } from '../../ui/number-format';
import { PointMap } from '../../ui/point-map';
import { SensorStateBadge } from '../../ui/sensor-state-badge';
import { DeviceSecretModal } from './device-secret-modal';
import { SensorWeatherForm } from './sensor-weather-form';
import { useSensor } from './use-sensor';
import { DATA_LABEL_WIDTH, DataItem, Dash } from '../../ui/data-item';
import { SectionCard } from '../../ui/section-card';
import { refusedSave } from '../../ui/use-form-action';

type Intent = { intent: 'weather'; input: UpdateSensorWeatherInput } | { intent: 'rotate-secret' };
type WeatherResult = { intent: 'weather'; ok: true } | { intent: 'weather'; ok: false; issues: FieldIssue[] };
type SecretResult =
  { intent: 'rotate-secret'; ok: true; sensor: SensorWithSecret } | { intent: 'rotate-secret'; ok: false };

export const loader = async () => ({ settings: await getPublicSettings() });

/** POST /back/sensors/{id}/weather or /device-secret; the sensor route reloads the sensor afterwards. */
export const action = async ({ request, params }: ActionFunctionArgs): Promise<WeatherResult | SecretResult> => {
  const body = (await request.json()) as Intent;
  const call = { params: { id: params.id ?? '' }, signal: request.signal };
  if (body.intent === 'rotate-secret') {
    try {
      return { intent: body.intent, ok: true, sensor: await api.call(sensorEndpoints.rotateDeviceSecret, call) };
    } catch (error) {
      console.error('Device secret rotation failed', error);
      return { intent: body.intent, ok: false };
    }
  }
  try {
    await api.call(sensorEndpoints.updateWeather, { ...call, body: body.input });
    return { intent: body.intent, ok: true };
  } catch (error) {
    return { intent: body.intent, ...refusedSave(error, 'Weather link update') };
  }
};

const submitJson = (fetcher: ReturnType<typeof useFetcher>, body: Intent) =>
  void fetcher.submit(JSON.parse(JSON.stringify(body)) as Record<string, string>, {
    method: 'post',
    encType: 'application/json',
  });

/** The sensor's information tab: status, details, position, weather link and, for staff, its device secret. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const sensor = useSensor();
  const { settings } = useLoaderData<typeof loader>();
  const [now] = useState(() => new Date());
  const weatherFetcher = useFetcher<WeatherResult>();
  const secretFetcher = useFetcher<SecretResult>();
  const [isEditingWeather, setEditingWeather] = useState(false);
  const [weatherIssues, setWeatherIssues] = useState<FieldIssue[]>();
  const [isConfirmingRotation, setConfirmingRotation] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const handled = useRef<unknown>(undefined);

  const canEdit = isAllowed('can:edit:sensors', profile, {});
  const canRotate = isAllowed('staff:edit:sensors', profile, {});

  useEffect(() => {
    const result = weatherFetcher.data;
    if (!result || weatherFetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      notifications.show({ color: 'lime', message: t('flash.update') });
      setEditingWeather(false);
    } else {
      if (result.issues.length === 0) notifications.show({ color: 'red', message: t('errors.technical') });
      setWeatherIssues(result.issues);
    }
  }, [weatherFetcher.data, weatherFetcher.state, t]);

  useEffect(() => {
    const result = secretFetcher.data;
    if (!result || secretFetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    setConfirmingRotation(false);
    if (result.ok) setSecret(result.sensor.deviceSecret);
    else notifications.show({ color: 'red', message: t('errors.technical') });
  }, [secretFetcher.data, secretFetcher.state, t]);

  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  const stateText = (group: string, value: string | null) => (value ? t(`sensors.${group}.${value}`) : <Dash />);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" p={{ base: 'md', sm: 'xl' }}>
      <SectionCard title={t('sensors.sections.status')}>
        <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
          <DataItem label={t('sensors.fields.state')}>
            <SensorStateBadge state={sensor.state} />
          </DataItem>
          <DataItem label={t('sensors.fields.deviceState')}>{stateText('device-states', sensor.deviceState)}</DataItem>
          <DataItem label={t('sensors.fields.linuxState')}>{stateText('linux-states', sensor.linuxState)}</DataItem>
          <DataItem label={t('sensors.fields.shutter')}>{stateText('shutter-states', sensor.shutter)}</DataItem>
          <DataItem label={t('sensors.fields.batteryVoltage')}>{formatMeasure(sensor.batteryVoltage, 'V')}</DataItem>
          <DataItem label={t('sensors.fields.usbFillRate')}>
            {sensor.usbFillRate === null ? (
              <Dash />
            ) : (
              <Group gap="sm" wrap="nowrap">
                <Progress
                  value={sensor.usbFillRate}
                  color={sensor.usbFillRate >= 90 ? 'red' : sensor.usbFillRate >= 75 ? 'orange' : 'lime'}
                  style={{ flex: 1, maxWidth: 120 }}
                  aria-label={t('sensors.fields.usbFillRate')}
                />
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(sensor.usbFillRate, 0)} %
                </Text>
              </Group>
            )}
          </DataItem>
          <DataItem label={t('sensors.fields.lastContactAt')}>
            <Moment value={sensor.lastContactAt} timeZone={profile.zoneId} now={now} inline />
          </DataItem>
          <DataItem label={t('sensors.fields.lastMeasuredAt')}>
            <Moment value={sensor.lastMeasuredAt} timeZone={profile.zoneId} now={now} inline />
          </DataItem>
          <DataItem label={t('sensors.fields.lastSlugCount')}>
            {sensor.lastSlugCount === null ? <Dash /> : formatNumber(sensor.lastSlugCount, 0)}
          </DataItem>
          <DataItem label={t('sensors.fields.openIssueCount')}>
            {sensor.openIssueCount > 0 ? <Badge color="red">{sensor.openIssueCount}</Badge> : formatNumber(0, 0)}
          </DataItem>
        </DataList>
      </SectionCard>

      <SectionCard title={t('sensors.sections.details')}>
        <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
          <DataItem label={t('sensors.fields.serialNumber')}>{sensor.serialNumber}</DataItem>
          <DataItem label={t('sensors.fields.owner')}>{sensor.accountName}</DataItem>
          <DataItem label={t('sensors.fields.usage')}>{t(`sensors.usages.${sensor.usage}`)}</DataItem>
          <DataItem label={t('sensors.fields.hasWeatherSensor')}>{yesNo(sensor.hasWeatherSensor)}</DataItem>
          <DataItem label={t('sensors.fields.hasProviderSupport')}>{yesNo(sensor.hasProviderSupport)}</DataItem>
          <DataItem label={t('sensors.fields.parcel')}>
            {sensor.parcelId ? (
              <Anchor component={Link} to={paths.parcel(sensor.parcelId)} size="sm">
                {t('sensors.open-parcel')}
              </Anchor>
            ) : (
              t('sensors.no-parcel')
            )}
          </DataItem>
          <DataItem label={t('sensors.fields.tags')}>
            {sensor.tags.length === 0 ? (
              <Dash />
            ) : (
              <Group gap={4}>
                {sensor.tags.map((tag) => (
                  <Badge key={tag} variant="outline" color="gray" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
            )}
          </DataItem>
          <DataItem label={t('sensors.fields.comment')}>
            {sensor.comment ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {sensor.comment}
              </Text>
            ) : (
              <Dash />
            )}
          </DataItem>
        </DataList>
      </SectionCard>

      <SectionCard title={t('sensors.sections.location')}>
        {sensor.gps ? (
          <Stack gap="xs">
            <PointMap
              lat={sensor.gps.lat}
              long={sensor.gps.long}
              tileUrl={settings.mapTiles.plain}
              label={t('sensors.map-label', { serialNumber: sensor.serialNumber })}
              tilesUnavailableText={t('sensors.map-tiles-unavailable')}
            />
            <Text size="sm" c="dimmed">
              {t('sensors.gps', { lat: formatNumber(sensor.gps.lat, 5), long: formatNumber(sensor.gps.long, 5) })}
            </Text>
          </Stack>
        ) : (
          <Group gap="sm" c="dimmed">
            <IconMapPinOff size={20} aria-hidden="true" />
            <Text size="sm">{t('sensors.no-gps')}</Text>
          </Group>
        )}
      </SectionCard>

      <Stack gap="lg">
        <SectionCard
          title={t('sensors.sections.weather')}
          action={
            canEdit &&
            !isEditingWeather && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPencil size={14} aria-hidden="true" />}
                onClick={() => {
                  setWeatherIssues(undefined);
                  setEditingWeather(true);
                }}
              >
                {t('sensors.weather.edit')}
              </Button>
            )
          }
        >
          {isEditingWeather ? (
            <SensorWeatherForm
              weather={sensor.weather}
              isSaving={weatherFetcher.state !== 'idle'}
              issues={weatherIssues}
              onSave={(input) => submitJson(weatherFetcher, { intent: 'weather', input })}
              onCancel={() => setEditingWeather(false)}
            />
          ) : (
            <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
              <DataItem label={t('sensors.weather.source')}>
                {t(`sensors.weather-sources.${sensor.weather.source}`)}
              </DataItem>
              {sensor.weather.stationId && (
                <DataItem label={t('sensors.weather.station-serial')}>{sensor.weather.stationId}</DataItem>
              )}
            </DataList>
          )}
        </SectionCard>

        {canRotate && (
          <SectionCard title={t('sensors.sections.secret')}>
            <Text size="sm" mb="md">
              {t('sensors.secret.rotate-help')}
            </Text>
            <Button
              variant="light"
              color="orange"
              leftSection={<IconKey size={16} aria-hidden="true" />}
              onClick={() => setConfirmingRotation(true)}
            >
              {t('sensors.secret.rotate')}
            </Button>
          </SectionCard>
        )}
      </Stack>

      <Modal
        opened={isConfirmingRotation}
        onClose={() => setConfirmingRotation(false)}
        title={t('sensors.secret.confirm-title')}
        centered
      >
        <Text mb="lg">{t('sensors.secret.confirm-description', { serialNumber: sensor.serialNumber })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmingRotation(false)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="orange"
            loading={secretFetcher.state !== 'idle'}
            onClick={() => submitJson(secretFetcher, { intent: 'rotate-secret' })}
          >
            {t('sensors.secret.rotate')}
          </Button>
        </Group>
      </Modal>
      <DeviceSecretModal
        secret={secret}
        serialNumber={sensor.serialNumber}
        closeLabel={t('sensors.secret.done')}
        onClose={() => setSecret(null)}
      />
    </SimpleGrid>
  );
};
