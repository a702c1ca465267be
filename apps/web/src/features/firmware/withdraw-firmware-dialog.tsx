import { firmwareWithdrawalSchema, type FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ReasonDialog, useReasonField } from '../../ui/reason-dialog';
import { useFormAction } from '../../ui/use-form-action';

/**
 * "Withdraw", confirmed in a dialog that asks why: the reason stays beside the version. The list holds it, not the
 * version's row, so a row the virtual table renders again does not close it.
 */
export const WithdrawFirmwareDialog = ({ version, onClose }: { version: FirmwareVersion; onClose: () => void }) => {
  const { t } = useTranslation();
  const { submit, issues, isSaving } = useFormAction(() => {
    onClose();
    notifications.show({ color: 'lime', message: t('firmware.withdraw.done', { version: version.version }) });
  });
  const { field, confirmedReason } = useReasonField({
    isValid: (reason) => firmwareWithdrawalSchema.safeParse({ reason }).success,
    requiredKey: 'firmware.withdraw.reason-required',
    refusedKey: issues?.[0]?.message,
  });
  return (
    <ReasonDialog
      opened
      onClose={onClose}
      title={t('firmware.withdraw.title', { version: version.version })}
      body={t('firmware.withdraw.body')}
      reasonLabel={t('firmware.withdraw.reason')}
      {...field}
      confirmLabel={t('firmware.withdraw.action')}
      danger
      isSaving={isSaving}
      onConfirm={() => {
        const reason = confirmedReason();
        if (reason !== null) submit({ id: version.id, reason });
      }}
    />
  );
};
