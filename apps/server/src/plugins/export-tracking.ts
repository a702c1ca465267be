import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { recordUsageEvent } from '../db/usage-events.ts';

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
 * An `onResponse` hook noting each export a signed-in person downloaded, for the metrics dashboard. It runs once the
 * file is sent; a failure to note it is logged, never the person's.
 */
export const trackExports =
  (db: Database) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const list = request.routeOptions.url && exportedListOf(request.routeOptions.url, request.params as never);
    if (!list || reply.statusCode !== 200 || !request.session) return;
    try {
      await recordUsageEvent(db, { kind: 'export', userId: request.session.userId, subject: list });
    } catch (error) {
      request.log.error({ err: error, list }, 'export not counted');
    }
  };
