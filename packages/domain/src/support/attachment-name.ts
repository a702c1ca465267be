import type { TicketAttachmentType } from './ticket-attachment.schema.ts';

/** A stored name's length before its extension: enough for a camera's or a scanner's names. */
export const ATTACHMENT_NAME_MAX_LENGTH = 100;

/** The extension a file of each checked type is stored and downloaded under, whatever its sender named it. */
const EXTENSIONS: Record<TicketAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

// Control characters and invisible formatting ones: a right-to-left override shows `gnp.exe` as `exe.png`.
const HIDDEN = /[\p{Cc}\p{Cf}]/gu;

const SENT_EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The name an attachment is kept under: the sender's name without hidden characters, its extension, or more than
 * ATTACHMENT_NAME_MAX_LENGTH characters, then the extension of the type its bytes were checked to be
 * (`invoice.html` holding a PNG is `invoice.png`).
 */
export const storedAttachmentName = (sent: string, type: TicketAttachmentType): string => {
  const visible = sent.replace(HIDDEN, '').replace(/[\\/]/g, '_').trim();
  const base = visible.replace(SENT_EXTENSION, '').trim();
  const kept = [...base].slice(0, ATTACHMENT_NAME_MAX_LENGTH).join('').trim() || 'attachment';
  return `${kept}.${EXTENSIONS[type]}`;
};
