import { idParams } from '@console/domain/api/id-params';
import { notificationEndpoints } from '@console/domain/notification/notification.endpoints';
import { notificationIdsSchema } from '@console/domain/notification/notification.schema';
import { data, type ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { api } from '../../../api/api';
import { readPayload } from '../../../ui/action-payload';
import type { FormActionResult } from '../../../ui/use-form-action';
import { reportError } from '../../../ui/error-reporting';

/** What the drawer posts: one notification by id, a row's (a sensor's burst) by ids, or every unread one. */
const markSeenIntentSchema = z.object({
  id: idParams.shape.id.optional(),
  ids: notificationIdsSchema.shape.ids.optional(),
});
export type MarkSeenIntent = z.infer<typeof markSeenIntentSchema>;

/** No screen lives here: the panel opens over any page from the #notifications hash. */
export const loader = () => {
  throw data('not found', { status: 404 });
};

/**
 * `POST /back/notifications/{id}/seen`, `/notifications/seen-many` or `/notifications/seen`. Being a route action, the router revalidates the
 * session route afterwards, so the profile's unread counter (the bell's badge) is fetched again.
 */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const { id, ids } = await readPayload(request, markSeenIntentSchema);
  const { signal } = request;
  try {
    if (id) await api.call(notificationEndpoints.markSeen, { params: { id }, signal });
    else if (ids) await api.call(notificationEndpoints.markManySeen, { body: { ids }, signal });
    else await api.call(notificationEndpoints.markAllSeen, { signal });
    return { ok: true };
  } catch (error) {
    reportError('Marking notifications seen failed', error);
    return { ok: false, issues: [] };
  }
};
