import {
  TICKET_MESSAGE_MAX,
  ticketMessageInputSchema,
  type TicketMessageInput,
} from '@console/domain/support/ticket.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { TextareaField } from '../../ui/text-field';
import { AttachmentsInput } from './attachments-input';

type TicketReplyFormProps = {
  isSaving: boolean;
  issues: FieldIssue[] | undefined;
  /** Bumped by the page once a reply is saved, to empty the form for the next. */
  sent: number;
  onSend: (values: TicketMessageInput, files: File[]) => void;
};

/** A reply with its files, under the conversation. */
export const TicketReplyForm = ({ isSaving, issues, sent, onSend }: TicketReplyFormProps) => {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const { control, handleSubmit, setError, reset } = useForm<TicketMessageInput>({
    resolver: zodResolver(ticketMessageInputSchema),
    defaultValues: { body: '' },
  });
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);
  useEffect(() => {
    reset({ body: '' });
    setFiles([]);
  }, [sent, reset]);

  return (
    <form onSubmit={handleSubmit((values) => onSend(values, files))} noValidate aria-label={t('support.reply')}>
      <Stack gap="sm">
        <TextareaField
          control={control}
          name="body"
          label={t('support.reply')}
          maxLength={TICKET_MESSAGE_MAX}
          autosize
          minRows={3}
          maxRows={12}
        />
        <AttachmentsInput value={files} onChange={setFiles} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving} leftSection={<IconSend size={18} aria-hidden="true" />}>
            {t('support.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
