import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { recordExport } from '../db/usage-events.ts';

/**
 * The list an export path downloads: the part before `/export` (`/back/parcels/export/:format`: parcels), with its
 * parameter's value when it is one (`/back/dashboard/:tab/export/:format` of the QoS tab: dashboard-qos).
 */
export const exportedListOf = (routeUrl: string, params: Record<string, string>): string | null => {
  const parts = routeUrl.split('/');
  const at = parts.lastIndexOf('export');
  const name = parts[at - 1];
  if (at < 1 || !name) return null;
  return name.startsWith(':') ? `${parts[at - 2]}-${params[name.slice(1)]}` : name;
};

/**
 * An `onSend` hook noting each export a signed-in person downloads, for the metrics dashboard (the same one again
 * within a few minutes once): as its file starts, so that the count is there once the download is. A failure to note
 * it is logged, never the person's.
 */
export const trackExports =
  (db: Database) =>
  async <T>(request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> => {
    const list = request.routeOptions.url && exportedListOf(request.routeOptions.url, request.params as never);
    if (!list || reply.statusCode !== 200 || !request.session) return payload;
    try {
      await recordExport(db, { userId: request.session.userId, subject: list, request: request.url });
    } catch (error) {
      request.log.error({ err: error, list }, 'export not counted');
    }
    return payload;
  };
