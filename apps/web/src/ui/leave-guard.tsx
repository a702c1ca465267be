import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes (spec point 2): in-app navigations get a modal
 * (leave or continue editing), closing or reloading the tab gets the browser's own prompt. `allows` lets
 * through the paths that keep the input (the other steps of a multi-step form).
 */
export const LeaveGuard = ({ when, allows }: { when: boolean; allows?: (pathname: string) => boolean }) => {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      !allows?.(nextLocation.pathname) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useBeforeUnload((event) => {
    if (when) event.preventDefault();
  });

  const isBlocked = blocker.state === 'blocked';
  return (
    <Modal opened={isBlocked} onClose={() => blocker.reset?.()} title={t('leave-guard.title')} centered>
      <Text mb="lg">{t('leave-guard.description')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('leave-guard.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('leave-guard.leave')}
        </Button>
      </Group>
    </Modal>
  );
};
