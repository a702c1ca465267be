import { firmwareWithdrawalSchema, type FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useFormAction } from '../../ui/use-form-action';

/**
 * "Withdraw", confirmed in a dialog that asks why: the reason stays beside the version. The list holds it, not the
 * version's row, so a row the virtual table renders again does not close it.
 */
export const WithdrawFirmwareDialog = ({ version, onClose }: { version: FirmwareVersion; onClose: () => void }) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [isTouched, setTouched] = useState(false);
  const { submit, issues, isSaving } = useFormAction(() => {
    onClose();
    notifications.show({ color: 'lime', message: t('firmware.withdraw.done', { version: version.version }) });
  });
  const invalid = isTouched && !firmwareWithdrawalSchema.safeParse({ reason }).success;
  const refused = issues?.[0]?.message;
  return (
    <ReasonDialog
      opened
      onClose={onClose}
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
  );
};
