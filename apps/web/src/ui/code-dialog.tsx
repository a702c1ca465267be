import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getFailureMessageKey, getFieldIssues } from '../api/api-error';
import { applyFieldIssues } from './form-issues';
import { TextField } from './text-field';

type CodeValues = { code: string };

type CodeFormProps = {
  /** What the code confirms, said above the field. */
  body: ReactNode;
  /** The payload's schema, from the domain: the app's code alone, or either kind of code. */
  schema: z.ZodType<CodeValues, CodeValues>;
  codeLabel: string;
  confirmLabel: string;
  danger?: boolean;
  /** Sends the code; a 422 on `code` comes back under the field. */
  onConfirm: (values: CodeValues) => Promise<void>;
  /** Without it, no way back is offered: the page around the form gives one. */
  onCancel?: () => void;
};

/** A change to the second factors, or an action that asks for one, confirmed with a code (decisions 183 and 185). */
export const CodeForm = ({
  body,
  schema,
  codeLabel,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: CodeFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const submit = handleSubmit(async (values) => {
    try {
      await onConfirm(values);
    } catch (error) {
      if (applyFieldIssues(setError, getFieldIssues(error)) > 0) return;
      setError('root', { message: getFailureMessageKey(error) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {typeof body === 'string' ? <Text size="sm">{body}</Text> : body}
        {errors.root?.message && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {t(errors.root.message)}
          </Alert>
        )}
        <TextField
          control={control}
          name="code"
          label={codeLabel}
          autoComplete="one-time-code"
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" color={danger ? 'red' : undefined} loading={isSubmitting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The code form in a dialog; closing it forgets what was typed. */
export const CodeDialog = ({
  opened,
  title,
  ...form
}: Omit<CodeFormProps, 'onCancel'> & { opened: boolean; title: string; onCancel: () => void }) => (
  <Modal opened={opened} onClose={form.onCancel} title={title} centered>
    {opened && <CodeForm {...form} />}
  </Modal>
);
