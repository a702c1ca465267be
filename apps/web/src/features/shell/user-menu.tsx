import { canSeeUserMenuEntry, USER_MENU_ENTRIES } from '@console/domain/access/navigation';
import { documentUrl } from '@console/domain/config/support-documents';
import { LANGUAGES, type Language } from '@console/domain/i18n/languages';
import type { Profile } from '@console/domain/profile/profile.schema';
import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCheck,
  IconChevronDown,
  IconExternalLink,
  IconFileText,
  IconHeadset,
  IconLogout,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicSettings } from '../../api/use-public-settings';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { paths } from '../../paths';
import { USER_MENU_WIDTH } from '../../ui/layout-constants';
import { useFormAction } from '../../ui/use-form-action';
import { USER_MENU_ICONS, USER_MENU_PATHS } from './navigation-icons';
import { SupportPanel } from './support-panel';

const initialsOf = (profile: Profile) =>
  `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase() || '?';

/**
 * The user menu of spec point 2: who is signed in, personal pages, the support panel, the anti-slug products, terms,
 * language, sign out.
 */
export const UserMenu = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const antiSlugProducts = usePublicSettings()?.antiSlugProductUrl;
  // Saved to the profile, whose language the next load and sign-in apply; a failure is flashed.
  const saveLanguage = useFormAction(() => undefined, paths.profileLanguage());
  const chooseLanguage = (code: Language) => {
    void changeLanguage(code);
    saveLanguage.submit({ language: code });
  };
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const [isSupportOpen, support] = useDisclosure(false);
  const target = useRef<HTMLButtonElement>(null);
  // The menu item that opened the panel closed with the menu: the focus goes back to the menu's button.
  const closeSupport = () => {
    support.close();
    target.current?.focus();
  };

  return (
    <>
      <Menu width={USER_MENU_WIDTH} position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          {/* Named by its visible text, then what it does (WCAG 2.5.3); the initials repeat the name. */}
          <UnstyledButton ref={target} p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group gap="xs" wrap="nowrap">
              <Avatar color="lime" radius="xl" size={36} aria-hidden="true">
                {initialsOf(profile)}
              </Avatar>
              <Box visibleFrom="sm" maw={180}>
                <Text size="sm" fw={600} truncate>
                  {fullName}
                </Text>
                {profile.accountName && (
                  <Text size="xs" c="dimmed" truncate>
                    {profile.accountName}
                  </Text>
                )}
              </Box>
              <VisuallyHidden>{t('user-menu.open')}</VisuallyHidden>
              <IconChevronDown size={16} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Box px="sm" py="xs">
            <Text fw={600} truncate>
              {fullName}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {profile.email}
            </Text>
            {profile.accountName && (
              <Text size="sm" c="dimmed" truncate>
                {profile.accountName}
              </Text>
            )}
          </Box>
          <Menu.Divider />
          {USER_MENU_ENTRIES.filter((entry) => canSeeUserMenuEntry(profile, entry)).map((entry) => {
            const Icon = USER_MENU_ICONS[entry];
            return (
              <Menu.Item
                key={entry}
                component={Link}
                to={USER_MENU_PATHS[entry]}
                leftSection={<Icon size={18} aria-hidden="true" />}
              >
                {t(`user-menu.${entry}`)}
              </Menu.Item>
            );
          })}
          <Menu.Item
            onClick={support.open}
            aria-haspopup="dialog"
            leftSection={<IconHeadset size={18} aria-hidden="true" />}
          >
            {t('user-menu.support')}
          </Menu.Item>
          {antiSlugProducts && (
            <Menu.Item
              component="a"
              href={documentUrl(antiSlugProducts, language)}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={18} aria-hidden="true" />}
            >
              {t('user-menu.anti-slug-products')}
            </Menu.Item>
          )}
          <Menu.Item
            component="a"
            href={paths.termsDocument()}
            target="_blank"
            rel="noopener"
            leftSection={<IconFileText size={18} aria-hidden="true" />}
          >
            {t('user-menu.terms')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('user-menu.language')}</Menu.Label>
          {LANGUAGES.map((code) => (
            <Menu.Item
              key={code}
              lang={code}
              onClick={() => chooseLanguage(code)}
              rightSection={code === language ? <IconCheck size={16} aria-label={t('common.selected')} /> : null}
              aria-current={code === language ? 'true' : undefined}
            >
              {t(`languages.${code}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            component={Link}
            to={paths.logout()}
            color="red"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
          >
            {t('user-menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SupportPanel opened={isSupportOpen} onClose={closeSupport} timeZone={profile.zoneId} />
    </>
  );
};
