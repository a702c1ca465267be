import type { SensorListItem, SensorWithSecret } from '@console/domain/sensor/sensor-list.schema';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/section-card';
import { useFormAction } from '../../ui/use-form-action';
import { DeviceSecretModal } from './device-secret-modal';
import type { SensorInfoIntent } from './sensor-info-intent';

/** Staff only: a new device secret for the sensor, after a confirmation, shown once. */
export const DeviceSecretCard = ({ sensor }: { sensor: SensorListItem }) => {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const rotation = useFormAction<{ sensor: SensorWithSecret }>((result) => {
    setConfirming(false);
    setSecret(result.sensor.deviceSecret);
  });
  // A refusal (flashed by useFormAction) closes the confirmation too.
  useEffect(() => {
    if (rotation.issues) setConfirming(false);
  }, [rotation.issues]);

  return (
    <>
      <SectionCard title={t('sensors.sections.secret')}>
        <Text size="sm" mb="md">
          {t('sensors.secret.rotate-help')}
        </Text>
        <Button
          variant="light"
          color="orange"
          leftSection={<IconKey size={16} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {t('sensors.secret.rotate')}
        </Button>
      </SectionCard>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('sensors.secret.confirm-title')}
        centered
      >
        <Text mb="lg">{t('sensors.secret.confirm-description', { serialNumber: sensor.serialNumber })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="orange"
            loading={rotation.isSaving}
            onClick={() => rotation.submit({ intent: 'rotate-secret' } satisfies SensorInfoIntent)}
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
    </>
  );
};
