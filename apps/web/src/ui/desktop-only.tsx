import { Alert, Box } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A screen the spec keeps for computers (the settings): on a phone, a message says where to open it rather than a
 * cramped form. Chosen by the stylesheet, so nothing jumps once scripts have measured the screen.
 */
export const DesktopOnly = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <>
      <Box hiddenFrom="sm" p="md">
        <Alert color="gray" icon={<IconDeviceDesktop aria-hidden="true" />} title={t('desktop-only.title')}>
          {t('desktop-only.text')}
        </Alert>
      </Box>
      <Box visibleFrom="sm">{children}</Box>
    </>
  );
};
