import { firmwareWithdrawalSchema, type FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../ui/reason-dialog';
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
      <ReasonDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('firmware.withdraw.title', { version: version.version })}
        body={t('firmware.withdraw.body')}
        reasonLabel={t('firmware.withdraw.reason')}
        reason={reason}
        onReasonChange={setReason}
        onReasonBlur={() => setTouched(true)}
        error={invalid ? t('firmware.withdraw.reason-required') : refused && t(refused)}
        confirmLabel={t('firmware.withdraw.action')}
        danger
        isSaving={isSaving}
        onConfirm={() => {
          setTouched(true);
          if (firmwareWithdrawalSchema.safeParse({ reason }).success) submit({ id: version.id, reason });
        }}
      />
    </>
  );
};
