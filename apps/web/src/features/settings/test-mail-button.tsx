import { globalSettingsEndpoints } from '@console/domain/settings/global-settings.endpoints';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { isApiError } from '../../api/api-error';
import { reportError } from '../../ui/error-reporting';

/** Sends the signed-in user a message now and shows what the mail server answered, or why it refused. */
export const TestMailButton = () => {
  const { t } = useTranslation();
  const [isSending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const { recipient, answer } = await api.call(globalSettingsEndpoints.testMail);
      notifications.show({ color: 'lime', message: t('global-settings.test-mail.sent', { recipient, answer }) });
    } catch (error) {
      if (!isApiError(error) || ![409, 502].includes(error.status)) reportError('Test e-mail failed', error);
      const reason = isApiError(error) ? error.message : t('errors.technical');
      notifications.show({
        color: 'red',
        message: t('global-settings.test-mail.refused', { reason }),
        autoClose: false,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      loading={isSending}
      leftSection={<IconSend size={16} aria-hidden="true" />}
      onClick={() => void send()}
    >
      {t('global-settings.test-mail.send')}
    </Button>
  );
};
