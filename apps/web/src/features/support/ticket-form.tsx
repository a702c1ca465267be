import {
  createTicketInputSchema,
  TICKET_CATEGORIES,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type CreateTicketInput,
} from '@console/domain/support/ticket.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SaveBar } from '../../ui/save-bar';
import { SelectField } from '../../ui/select-field';
import { TextareaField, TextField } from '../../ui/text-field';
import { AttachmentsInput } from './attachments-input';

type TicketFormProps = {
  defaults: CreateTicketInput;
  /** What the request is about, shown above the fields: the sensor, the issue. */
  about: string | null;
  isSaving: boolean;
  issues: FieldIssue[] | undefined;
  onSend: (values: CreateTicketInput, files: File[]) => void;
};

/** A new request: category, subject, description (a diagnostics snapshot when it comes from a sensor) and files. */
export const TicketForm = ({ defaults, about, isSaving, issues, onSend }: TicketFormProps) => {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<CreateTicketInput>({
    resolver: zodResolver(createTicketInputSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  return (
    <form
      onSubmit={handleSubmit((values) => onSend(values, files))}
      noValidate
      aria-label={t('pages.support-ticket-new')}
    >
      <LeaveGuard when={(isDirty || files.length > 0) && !isSaving} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" maw={760} mb="md">
        <Stack gap="md">
          {about && (
            <Text size="sm" c="dimmed">
              {about}
            </Text>
          )}
          <SelectField
            control={control}
            name="category"
            label={t('support.fields.category')}
            values={TICKET_CATEGORIES}
            labelPrefix="support.categories"
            withAsterisk
          />
          <TextField
            control={control}
            name="subject"
            label={t('support.fields.subject')}
            maxLength={TICKET_SUBJECT_MAX}
            withAsterisk
            autoComplete="off"
          />
          <TextareaField
            control={control}
            name="message"
            label={t('support.fields.message')}
            description={t('support.message-help')}
            maxLength={TICKET_MESSAGE_MAX}
            autosize
            minRows={6}
            maxRows={18}
            withAsterisk
          />
          <AttachmentsInput value={files} onChange={setFiles} />
        </Stack>
      </Paper>
      <SaveBar label={t('support.send')} isSaving={isSaving} icon={<IconSend size={18} aria-hidden="true" />} />
    </form>
  );
};
