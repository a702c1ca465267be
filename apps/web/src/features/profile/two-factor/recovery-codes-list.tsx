import { Alert, Code, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../ui/copy-value-button';

/** Recovery codes as they are shown, once: only their hashes are kept (decision 183). */
export const RecoveryCodesList = ({ codes }: { codes: string[] }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden="true" />}>
        {t('profile.two-factor.codes-once')}
      </Alert>
      <List aria-label={t('profile.two-factor.codes-label')} listStyleType="none" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('profile.two-factor.codes-help')}
      </Text>
      <CopyValueButton
        value={codes.join('\n')}
        label={t('profile.two-factor.copy-codes')}
        copiedLabel={t('profile.two-factor.codes-copied')}
      />
    </Stack>
  );
};
