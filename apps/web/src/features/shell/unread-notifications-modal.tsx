import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../paths';
import { NOTIFICATION_MODAL_WIDTH } from '../../ui/layout-constants';

/** The people who put the modal off in this tab: another person signing in here still gets it. */
const DISMISSED_KEY = 'unread-notifications/dismissed';

const dismissedBy = (): string[] => {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

const rememberDismissed = (userId: string) => {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...dismissedBy(), userId])]));
  } catch {
    // Without sessionStorage the modal may show again on the next page load; harmless.
  }
};

const Illustration = () => (
  <svg viewBox="0 0 320 140" width="100%" height="140" aria-hidden="true" focusable="false">
    <rect width="320" height="140" rx="16" fill="#f4fce3" />
    <path d="M0 110 C 80 90 160 96 320 86 L320 140 L0 140 Z" fill="#c0eb75" />
    <path d="M0 124 C 100 108 200 116 320 104 L320 140 L0 140 Z" fill="#94d82d" />
    <g transform="translate(136 22)">
      <path d="M24 4a18 18 0 0 1 18 18v16l6 10H0l6-10V22A18 18 0 0 1 24 4z" fill="#5c940d" />
      <circle cx="24" cy="54" r="6" fill="#5c940d" />
      <circle cx="44" cy="8" r="9" fill="#fa5252" />
    </g>
  </svg>
);

/**
 * Spec point 2: when unread notifications exist, a modal offers to open the notification panel
 * (through the #notifications hash) or to look later. It shows once per person and browser session.
 */
export const UnreadNotificationsModal = ({ unreadCount, userId }: { unreadCount: number; userId: string }) => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [isOpen, setOpen] = useState(() => unreadCount > 0 && !dismissedBy().includes(userId));
  const close = () => {
    rememberDismissed(userId);
    setOpen(false);
  };
  return (
    // The compound form lets the heading sit under the picture and still name the dialog for screen readers.
    <Modal.Root opened={isOpen && unreadCount > 0} onClose={close} size={NOTIFICATION_MODAL_WIDTH} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Stack gap="lg" p={{ base: 0, sm: 'md' }}>
            <Illustration />
            <Title order={2} ta="center" renderRoot={(props) => <Modal.Title {...props} />}>
              {t('notifications.unread-title', { count: unreadCount })}
            </Title>
            <Text ta="center" c="dimmed">
              {t('notifications.unread-description')}
            </Text>
            <Group justify="center">
              <Button variant="subtle" onClick={close}>
                {t('notifications.later')}
              </Button>
              {/* The page stays as it is, filters included; only the hash opens the panel over it. */}
              <Button component={Link} to={{ search, hash: paths.notificationsHash() }} onClick={close}>
                {t('notifications.see')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
};
