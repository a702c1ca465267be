import { firmwareWithdrawalSchema, type FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '../../ui/use-form-action';

/** "Withdraw", confirmed in a dialog that asks why: the reason stays beside the version. */
export const WithdrawFirmwareButton = ({ version }: { version: FirmwareVersion }) => {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [isTouched, setTouched] = useState(false);
  const { submit, issues, isSaving } = useFormAction(() => {
    setOpen(false);
    notifications.show({ color: 'lime', message: t('firmware.withdraw.done', { version: version.version }) });
  });
  const invalid = isTouched && !firmwareWithdrawalSchema.safeParse({ reason }).success;
  const refused = issues?.[0]?.message;
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconBan size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
        aria-label={t('firmware.withdraw.label', { version: version.version })}
      >
        {t('firmware.withdraw.action')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('firmware.withdraw.title', { version: version.version })}
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (firmwareWithdrawalSchema.safeParse({ reason }).success) submit({ id: version.id, reason });
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('firmware.withdraw.body')}</Text>
            <Textarea
              label={t('firmware.withdraw.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={invalid ? t('firmware.withdraw.reason-required') : refused && t(refused)}
              autosize
              minRows={2}
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={isSaving}>
                {t('firmware.withdraw.action')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
};
