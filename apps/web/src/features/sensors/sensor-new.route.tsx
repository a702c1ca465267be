import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { createSensorInputSchema, type SensorWithSecret } from '@console/domain/sensor/sensor-list.schema';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { Anchor, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { readPayload } from '../../ui/action-payload';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { DeviceSecretModal } from './device-secret-modal';
import { SensorForm } from './sensor-form';

type ActionResult = FormActionResult<{ sensor: SensorWithSecret }>;

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { signal } = request;
  const [tags, accounts] = await Promise.all([
    api.call(sensorEndpoints.listTags, { signal }),
    api.call(accountEndpoints.options, { signal }),
  ]);
  return { tags, accounts };
};

/** POST /back/sensors; field issues (422, or 409 for a taken serial number) go back to the form. */
export const action = async ({ request }: ActionFunctionArgs): Promise<ActionResult> => {
  const input = await readPayload(request, createSensorInputSchema);
  try {
    return { ok: true, sensor: await api.call(sensorEndpoints.create, { body: input, signal: request.signal }) };
  } catch (error) {
    return refusedSave(error, 'Sensor creation');
  }
};

/** /sensors/new (manufacturer staff): registers a sensor, then shows its device secret once. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tags, accounts } = useLoaderData<typeof loader>();
  const [created, setCreated] = useState<SensorWithSecret | null>(null);
  const { submit, issues, isSaving } = useFormAction<{ sensor: SensorWithSecret }>((result) =>
    setCreated(result.sensor),
  );

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.sensors()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.sensors')}
      </Anchor>
      <Title order={1}>{t('pages.sensor-new')}</Title>
      <SensorForm
        tags={tags}
        accounts={accounts}
        isSaving={isSaving}
        isSaved={created !== null}
        onSave={submit}
        issues={issues}
      />
      <DeviceSecretModal
        secret={created?.deviceSecret ?? null}
        serialNumber={created?.serialNumber ?? ''}
        closeLabel={t('sensors.secret.go-to-sensor')}
        onClose={() => created && void navigate(paths.sensor(created.id))}
      />
    </Stack>
  );
};
