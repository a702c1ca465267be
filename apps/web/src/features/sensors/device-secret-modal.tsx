import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../ui/copy-value-button';

type DeviceSecretModalProps = {
  /** The secret to show; null keeps the modal closed. */
  secret: string | null;
  serialNumber: string;
  onClose: () => void;
  /** Text of the closing button, e.g. "Go to the sensor". */
  closeLabel: string;
};

/**
 * Shows a sensor's device secret, the one time the API answers it (creation or rotation): a copy
 * button and a warning that it cannot be shown again. Closing needs the explicit button.
 */
export const DeviceSecretModal = ({ secret, serialNumber, onClose, closeLabel }: DeviceSecretModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t('sensors.secret.title', { serialNumber })}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
          {t('sensors.secret.warning')}
        </Alert>
        <Text size="sm">{t('sensors.secret.usage', { serialNumber })}</Text>
        <Group gap="sm" wrap="nowrap" align="center">
          <Code
            block
            style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap', fontSize: 'var(--mantine-font-size-md)' }}
          >
            {secret}
          </Code>
          <CopyValueButton
            value={secret ?? ''}
            label={t('sensors.secret.copy')}
            copiedLabel={t('sensors.secret.copied')}
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>{closeLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
};
