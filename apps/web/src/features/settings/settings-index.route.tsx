import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconCpu,
  IconFileText,
  IconLanguage,
  IconMail,
  IconRefresh,
  IconSettings,
  IconAlertTriangle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Section = { path: string; titleKey: string; icon: ReactNode; isBuilt: boolean };

const SECTIONS: Section[] = [
  { path: '/settings/tos', titleKey: 'pages.settings-tos', icon: <IconFileText />, isBuilt: true },
  { path: '/settings/outbox', titleKey: 'pages.settings-outbox', icon: <IconMail />, isBuilt: true },
  { path: '/settings/global', titleKey: 'pages.settings-global', icon: <IconSettings />, isBuilt: false },
  { path: '/settings/issues', titleKey: 'pages.settings-issues', icon: <IconAlertTriangle />, isBuilt: false },
  {
    path: '/settings/internationalization',
    titleKey: 'pages.settings-internationalization',
    icon: <IconLanguage />,
    isBuilt: false,
  },
  { path: '/settings/syncs', titleKey: 'pages.settings-syncs', icon: <IconRefresh />, isBuilt: false },
  { path: '/settings/firmware', titleKey: 'pages.settings-firmware', icon: <IconCpu />, isBuilt: false },
];

/** /settings: the manufacturer's settings sections, each a card with what it is for. */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }} maw={1100}>
      <Title order={1}>{t('pages.settings')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {SECTIONS.map((section) => (
          <UnstyledButton key={section.path} component={Link} to={section.path}>
            <Card withBorder radius="lg" padding="lg" h="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Text c="lime.8" aria-hidden="true" display="flex">
                    {section.icon}
                  </Text>
                  <Text fw={600}>{t(section.titleKey)}</Text>
                </Group>
                {!section.isBuilt && (
                  <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                    {t('settings.coming-soon')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" mt="xs">
                {t(`settings.descriptions.${section.path.split('/')[2] ?? ''}`)}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
