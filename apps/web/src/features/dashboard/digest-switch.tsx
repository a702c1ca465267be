import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '../../ui/use-form-action';

/** The tab's weekly e-mail, on or off; the tab's route action saves it. */
export const DigestSwitch = ({ isSubscribed }: { isSubscribed: boolean }) => {
  const { t } = useTranslation();
  const save = useFormAction<{ isSubscribed: boolean }>((result) =>
    notifications.show({ color: 'green', message: t(`dashboard.digest.${result.isSubscribed ? 'on' : 'off'}`) }),
  );
  return (
    <Switch
      label={t('dashboard.digest.label')}
      description={t('dashboard.digest.help')}
      checked={isSubscribed}
      disabled={save.isSaving}
      onChange={(event) => save.submit({ isSubscribed: event.currentTarget.checked })}
      maw={360}
    />
  );
};
