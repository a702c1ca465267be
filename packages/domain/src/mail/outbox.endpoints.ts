import { defineEndpoints } from '../api/endpoint';
import { outboxPageSchema, outboxQuerySchema } from './outbox.schema';

/** The demo's outbox: staff admins read the e-mails the console sent (decision 074). */
export const outboxEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/outbox', query: outboxQuerySchema, response: outboxPageSchema },
});
