import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { api } from '../../api/api';
import { i18n } from '../../i18n/i18n';
import { readFormData, readFormPayload } from '../../ui/action-payload';
import { reportError } from '../../ui/error-reporting';

/** A message's text and files as the route action receives them: the JSON payload in one field, the files beside. */
export const messageForm = (payload: object, files: File[]): FormData => {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const file of files) form.append('file', file, file.name);
  return form;
};

/** The message a route action receives, its payload parsed by `schema`: a 422 route error response otherwise. */
export const readMessageForm = async <S extends z.ZodType>(request: Request, schema: S) => {
  const form = await readFormData(request);
  return {
    payload: await readFormPayload(form, 'payload', schema),
    files: form.getAll('file').filter((entry): entry is File => entry instanceof File),
  };
};

/**
 * Sends a saved message's files, one request each. The message stands without a refused file (the form checked each
 * before sending, so it is rare): the reader is told which one, and may send it again.
 */
export const attachFiles = async (ticketId: string, messageId: string, files: File[], signal: AbortSignal) => {
  for (const file of files) {
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      await api.call(ticketEndpoints.attach, { params: { id: ticketId, messageId }, form, signal });
    } catch (error) {
      reportError('Attaching a file failed', error);
      notifications.show({ color: 'red', message: i18n.t('support.errors.attachment-failed', { name: file.name }) });
    }
  }
};
