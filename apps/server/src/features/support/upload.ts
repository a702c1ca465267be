import {
  TICKET_ATTACHMENT_ERRORS,
  TICKET_ATTACHMENT_MAX_BYTES,
  ticketAttachmentUploadSchema,
} from '@console/domain/support/ticket-attachment.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { asFile, parseUpload, readUploadedForm, type UploadedFile } from '../../plugins/file-upload.ts';

/**
 * Reads `POST …/messages/{messageId}/attachments` (multipart/form-data, one `file`) and checks it with the domain's
 * schema, the one the form checks before sending: type, first bytes and size.
 */
export const readTicketAttachment = async (request: FastifyRequest): Promise<UploadedFile> => {
  const { file } = await readUploadedForm(request, {
    fileField: 'file',
    maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
    maxFields: 0,
    tooLargeMessage: TICKET_ATTACHMENT_ERRORS.tooLarge,
  });
  await parseUpload(ticketAttachmentUploadSchema, { file: asFile(file) });
  if (!file) throw new AppError('invalid', 'failed to parse payload');
  return file;
};
