import { z } from 'zod';
import type { AccessSubject } from '../access/permissions.ts';
import type { Environment } from '../config/environment-settings.ts';
import { pagedSchema } from '../list/list-query.ts';
import { isManufacturer } from '../access/permissions.ts';

/**
 * The outbox shows e-mails with their working activation and reset links: a demo's convenience, open only to the
 * manufacturer's admins and only in demo mode (decision 074). Elsewhere e-mail without SMTP waits in the queue.
 */
export const canReadOutbox = (subject: AccessSubject, environment: Environment): boolean =>
  environment === 'demo' && isManufacturer(subject) && subject.role.isAdmin;

/** An e-mail the console wrote to its outbox folder instead of sending it (no SMTP server configured). */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** `GET /back/outbox`: newest first. With an SMTP server the console keeps no copy, and says so. */
export const outboxPageSchema = pagedSchema(outboxMailSchema).extend({ delivery: z.enum(['smtp', 'outbox']) });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxQuerySchema = z.object({ start: z.coerce.number().int().min(0).default(0) });
