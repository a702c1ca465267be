import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import type { TicketDetail, TicketMessage } from '@console/domain/support/ticket.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { currentLanguage } from '../../i18n/i18n';
import { formatFileSize } from '../../ui/file-size';
import { useFileDownload } from '../../ui/use-file-download';

const Attachments = ({ ticketId, message }: { ticketId: string; message: TicketMessage }) => {
  const file = useFileDownload();
  if (message.attachments.length === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      {message.attachments.map((attachment) => (
        <Button
          key={attachment.id}
          variant="default"
          size="xs"
          leftSection={
            attachment.mediaType === 'application/pdf' ? (
              <IconFileTypePdf size={16} aria-hidden="true" />
            ) : (
              <IconPhoto size={16} aria-hidden="true" />
            )
          }
          loading={file.isDownloading}
          onClick={() =>
            void file.download(
              () => api.download(ticketEndpoints.attachment, { params: { id: ticketId, attachmentId: attachment.id } }),
              attachment.fileName,
              'Ticket attachment download',
            )
          }
        >
          {attachment.fileName} ({formatFileSize(attachment.size, currentLanguage())})
        </Button>
      ))}
    </Group>
  );
};

/**
 * The messages, oldest first: the requester's side on the left, the desk's on the right and tinted, each with its
 * author, time and files. An ordered list, so a screen reader hears how many there are.
 */
export const TicketConversation = ({ ticket, timeZone }: { ticket: TicketDetail; timeZone: string }) => {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('support.conversation')}>
      {ticket.messages.map((message) => (
        <li key={message.id}>
          <Paper
            withBorder
            radius="md"
            p="md"
            ml={message.side === 'support' ? { base: 'md', sm: 'xl' } : 0}
            mr={message.side === 'customer' ? { base: 'md', sm: 'xl' } : 0}
            bg={message.side === 'support' ? 'var(--mantine-color-blue-0)' : undefined}
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm" fw={600}>
                {message.author.name || t('support.deleted-user')}
                <Text span size="xs" c="gray.7" fw={400}>
                  {' · '}
                  {t(`support.sides.${message.side}`)}
                </Text>
              </Text>
              <Text size="xs" c="gray.7">
                {formatDateTime(message.createdAt, timeZone)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
            <Attachments ticketId={ticket.id} message={message} />
          </Paper>
        </li>
      ))}
    </Stack>
  );
};
