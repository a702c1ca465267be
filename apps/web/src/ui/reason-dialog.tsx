import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ReasonDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the change will do, said before it is confirmed. */
  body: string;
  reasonLabel: string;
  reasonDescription?: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  onReasonBlur?: () => void;
  error?: string;
  confirmLabel: string;
  /** A change that cannot be undone is confirmed with a red button. */
  danger?: boolean;
  isSaving: boolean;
  onConfirm: () => void;
};

/** A change confirmed in a dialog that asks why: the reason goes with it into the history. */
export const ReasonDialog = ({
  opened,
  onClose,
  title,
  body,
  reasonLabel,
  reasonDescription,
  reason,
  onReasonChange,
  onReasonBlur,
  error,
  confirmLabel,
  danger = false,
  isSaving,
  onConfirm,
}: ReasonDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{body}</Text>
          <Textarea
            label={reasonLabel}
            description={reasonDescription}
            value={reason}
            onChange={(event) => onReasonChange(event.currentTarget.value)}
            onBlur={onReasonBlur}
            error={error}
            autosize
            minRows={1}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={isSaving}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/**
 * The reason a dialog asks for, checked in the browser as the API will: once the user has left the field or confirmed,
 * `requiredKey` while `isValid` refuses it, else the server's refusal (`refusedKey`). Spread `field` on the dialog.
 */
export const useReasonField = ({
  isValid,
  requiredKey,
  refusedKey,
}: {
  isValid: (reason: string) => boolean;
  requiredKey: string;
  refusedKey?: string;
}) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [isTouched, setTouched] = useState(false);
  return {
    field: {
      reason,
      onReasonChange: setReason,
      onReasonBlur: () => setTouched(true),
      error: isTouched && !isValid(reason) ? t(requiredKey) : refusedKey && t(refusedKey),
    },
    /** On confirm: the reason when it is valid, else null (and the field now says why). */
    confirmedReason: (): string | null => {
      setTouched(true);
      return isValid(reason) ? reason : null;
    },
  };
};
