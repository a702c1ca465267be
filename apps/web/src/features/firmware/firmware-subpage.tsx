import { Anchor, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { DesktopOnly } from '../../ui/desktop-only';

/** A page under /settings/firmware: the way back to it, its title and its content, on a computer. */
export const FirmwareSubpage = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <DesktopOnly>
      <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
        <Anchor component={Link} to={paths.settingsFirmware()} size="sm" c="dimmed">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
          {t('pages.settings-firmware')}
        </Anchor>
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </DesktopOnly>
  );
};
