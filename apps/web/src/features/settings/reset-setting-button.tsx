import { changeReasonSchema, type GlobalSettingKey } from '@console/domain/settings/global-settings.schema';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingGroupLabel } from './setting-group-label';
import { ReasonDialog, useReasonField } from '../../ui/reason-dialog';
import { useFormAction } from '../../ui/use-form-action';

/** "Reset to default", confirmed in a dialog that asks why: the reset is a version of its own. */
export const ResetSettingButton = ({
  settingKey,
  version,
  action,
}: {
  settingKey: GlobalSettingKey;
  version: number;
  /** The route whose action resets, when it is not the page's own: the global settings' index route resets any key. */
  action?: string;
}) => {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { submit, issues, isSaving } = useFormAction(() => {
    setOpen(false);
    notifications.show({ color: 'lime', message: t('global-settings.reset-done') });
  }, action);
  const group = settingGroupLabel(t, settingKey);
  const { field, confirmedReason } = useReasonField({
    isValid: (reason) => changeReasonSchema.safeParse(reason).success,
    requiredKey: 'global-settings.reason-required',
    refusedKey: issues?.[0]?.message,
  });
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconRestore size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
        aria-label={t('global-settings.reset-group', { group })}
      >
        {t('global-settings.reset')}
      </Button>
      <ReasonDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('global-settings.reset-title', { group })}
        body={t('global-settings.reset-body')}
        reasonLabel={t('global-settings.reason')}
        reasonDescription={t('global-settings.reason-help')}
        {...field}
        confirmLabel={t('global-settings.reset')}
        danger
        isSaving={isSaving}
        onConfirm={() => {
          const reason = confirmedReason();
          if (reason !== null) submit({ key: settingKey, version, reason });
        }}
      />
    </>
  );
};
