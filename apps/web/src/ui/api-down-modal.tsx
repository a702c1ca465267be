import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import classes from './api-down-modal.module.css';

/**
 * Open between an `api-down` event (first retry of a call) and the next `api-up` (any answer).
 * A native modal <dialog> rather than Mantine's Modal: it is part of the sign-in entry chunk, and
 * Mantine's Modal brings its scroll-area and positioning code along (docs/decisions/031).
 */
export const ApiDownModal = () => {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [isDown, setDown] = useState(false);

  useEffect(() => {
    const offDown = api.onEvent('api-down', () => setDown(true));
    const offUp = api.onEvent('api-up', () => setDown(false));
    return () => {
      offDown();
      offUp();
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isDown && !element.open) element.showModal();
    if (!isDown && element.open) element.close();
  }, [isDown]);

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      // Escape must not hide the outage: it ends when the API answers again.
      onCancel={(event) => event.preventDefault()}
    >
      <Stack align="center" gap="md" p="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden="true">
          <IconPlugConnectedX size={32} />
        </ThemeIcon>
        <Title order={2} fz="h3" id={titleId} ta="center">
          {t('api-down.title')}
        </Title>
        <Text ta="center">{t('api-down.description')}</Text>
      </Stack>
    </dialog>
  );
};
