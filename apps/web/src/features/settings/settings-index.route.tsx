import { Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconBucketDroplet,
  IconCpu,
  IconFileText,
  IconLanguage,
  IconMail,
  IconReceipt,
  IconRefresh,
  IconSettings,
  IconAlertTriangle,
} from '@tabler/icons-react';
import { canReadOutbox } from '@console/domain/mail/outbox.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getPublicSettings } from '../../api/public-settings';
import { profileContext } from '../../session/profile-context';
import { guard } from '../../session/route-guard';

type Section = { path: string; titleKey: string; icon: ReactNode };

const OUTBOX_PATH = '/settings/outbox';

const SECTIONS: Section[] = [
  { path: '/settings/tos', titleKey: 'pages.settings-tos', icon: <IconFileText /> },
  {
    path: '/settings/anti-slug-products',
    titleKey: 'pages.settings-anti-slug-products',
    icon: <IconBucketDroplet />,
  },
  {
    path: '/settings/subscription-plans',
    titleKey: 'pages.settings-subscription-plans',
    icon: <IconReceipt />,
  },
  { path: OUTBOX_PATH, titleKey: 'pages.settings-outbox', icon: <IconMail /> },
  { path: '/settings/global', titleKey: 'pages.settings-global', icon: <IconSettings /> },
  { path: '/settings/issues', titleKey: 'pages.settings-issues', icon: <IconAlertTriangle /> },
  {
    path: '/settings/internationalization',
    titleKey: 'pages.settings-internationalization',
    icon: <IconLanguage />,
  },
  { path: '/settings/syncs', titleKey: 'pages.settings-syncs', icon: <IconRefresh /> },
  { path: '/settings/firmware', titleKey: 'pages.settings-firmware', icon: <IconCpu /> },
];

/** The outbox is a demo's, for the manufacturer's admins only (decision 074): its card shows to them alone. */
export const loader = async (args: LoaderFunctionArgs) => {
  await guard({ access: 'nav:settings' })(args);
  const { environment } = await getPublicSettings();
  return { showsOutbox: canReadOutbox(args.context.get(profileContext), environment) };
};

/** /settings: the manufacturer's settings sections, each a card with what it is for. */
export const Component = () => {
  const { t } = useTranslation();
  const { showsOutbox } = useLoaderData<typeof loader>();
  const sections = SECTIONS.filter((section) => section.path !== OUTBOX_PATH || showsOutbox);
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }} maw={1100}>
      <Title order={1}>{t('pages.settings')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {sections.map((section) => (
          <UnstyledButton key={section.path} component={Link} to={section.path}>
            <Card withBorder radius="lg" padding="lg" h="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Text c="lime.8" aria-hidden="true" display="flex">
                    {section.icon}
                  </Text>
                  <Text fw={600}>{t(section.titleKey)}</Text>
                </Group>
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
