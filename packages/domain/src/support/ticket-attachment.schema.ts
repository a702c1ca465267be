import { z } from 'zod';
import { hasSignature, readSignature, type SignedMediaType } from '../storage/file-signature.ts';

/** Photos of a trap and PDF reports: what a farmer sends support. */
export const TICKET_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const satisfies readonly SignedMediaType[];
export type TicketAttachmentType = (typeof TICKET_ATTACHMENT_TYPES)[number];
/** A phone photo fits; a video does not belong in a ticket. */
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Files one message may carry, so a ticket cannot become file storage. */
export const TICKET_ATTACHMENTS_PER_MESSAGE = 3;
/** All the files of one ticket: a few photos and a report, however many messages carry them. */
export const TICKET_ATTACHMENTS_MAX_TOTAL_BYTES = 15 * 1024 * 1024;

export const TICKET_ATTACHMENT_ERRORS = {
  required: 'support.errors.attachment-required',
  empty: 'support.errors.attachment-empty',
  tooLarge: 'support.errors.attachment-too-large',
  type: 'support.errors.attachment-type',
  tooMany: 'support.errors.attachment-too-many',
  ticketFull: 'support.errors.attachment-ticket-full',
} as const;

const isAcceptedType = (type: string): type is TicketAttachmentType =>
  (TICKET_ATTACHMENT_TYPES as readonly string[]).includes(type);

/**
 * One attached file, checked in the browser before sending and again on the server (`parseAsync`): not empty, at
 * most TICKET_ATTACHMENT_MAX_BYTES, of an accepted type that its first bytes confirm.
 */
export const ticketAttachmentFileSchema = z
  .file({ error: TICKET_ATTACHMENT_ERRORS.required })
  .min(1, TICKET_ATTACHMENT_ERRORS.empty)
  .max(TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_ERRORS.tooLarge)
  .refine(
    async (file) =>
      file.size === 0 || (isAcceptedType(file.type) && hasSignature(await readSignature(file), file.type)),
    TICKET_ATTACHMENT_ERRORS.type,
  );

/** `POST /back/support/tickets/{id}/messages/{messageId}/attachments`, multipart/form-data with this field. */
export const ticketAttachmentUploadSchema = z.object({ file: ticketAttachmentFileSchema });
