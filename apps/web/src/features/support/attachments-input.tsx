import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_PER_MESSAGE,
  ticketAttachmentFileSchema,
} from '@console/domain/support/ticket-attachment.schema';
import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { formatFileSize } from '../../ui/file-size';

type AttachmentsInputProps = {
  value: File[];
  onChange: (files: File[]) => void;
};

/**
 * Photos and PDFs for a message, checked with the server's own schema as they are picked (type, first bytes, size),
 * so a refused file is named before anything is sent.
 */
export const AttachmentsInput = ({ value, onChange }: AttachmentsInputProps) => {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();

  const pick = async (files: File[]) => {
    if (files.length > TICKET_ATTACHMENTS_PER_MESSAGE) {
      setError(t('support.errors.attachment-too-many'));
      return;
    }
    for (const file of files) {
      const parsed = await ticketAttachmentFileSchema.safeParseAsync(file);
      if (!parsed.success) {
        setError(`${file.name}: ${t(parsed.error.issues[0]?.message ?? 'support.errors.attachment-type')}`);
        return;
      }
    }
    setError(undefined);
    onChange(files);
  };

  return (
    <FileInput
      label={t('support.fields.attachments')}
      description={t('support.attachments-help', {
        max: TICKET_ATTACHMENTS_PER_MESSAGE,
        size: formatFileSize(TICKET_ATTACHMENT_MAX_BYTES, currentLanguage()),
      })}
      placeholder={t('support.attachments-placeholder')}
      accept={TICKET_ATTACHMENT_TYPES.join(',')}
      multiple
      clearable
      value={value}
      onChange={(files) => void pick(files)}
      leftSection={<IconPaperclip size={18} aria-hidden="true" />}
      error={error}
    />
  );
};
