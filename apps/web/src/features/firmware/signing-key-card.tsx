import type { FirmwareSigningKey } from '@console/domain/firmware/firmware-version.schema';
import { Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../ui/copy-value-button';
import { SectionCard } from '../../ui/section-card';

/** The key devices are provisioned with to check an image's signature before installing it. */
export const SigningKeyCard = ({ signingKey }: { signingKey: FirmwareSigningKey }) => {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('firmware.signing-key.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('firmware.signing-key.help', { algorithm: signingKey.algorithm })}
        </Text>
        <Code block aria-label={t('firmware.signing-key.pem')}>
          {signingKey.publicKeyPem.trim()}
        </Code>
        <Group gap="sm">
          <CopyValueButton
            value={signingKey.publicKeyPem}
            label={t('firmware.signing-key.copy-pem')}
            copiedLabel={t('firmware.signing-key.copied')}
          />
          <CopyValueButton
            value={signingKey.publicKey}
            label={t('firmware.signing-key.copy-raw')}
            copiedLabel={t('firmware.signing-key.copied')}
          />
        </Group>
      </Stack>
    </SectionCard>
  );
};
