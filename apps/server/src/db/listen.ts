import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/** How long a PostgreSQL listener that lost its connection waits before connecting again. */
const RECONNECT_MS = 5_000;

/**
 * Calls `onNotify` on every NOTIFY on `channel`, which PostgreSQL delivers when the notifying transaction commits.
 * PGlite's one connection listens itself; on PostgreSQL a connection of its own does, connected again after a
 * failure (what it misses meanwhile, the caller's scheduled job must still find). Answers how to stop listening.
 */
export const listenTo = async (
  handle: DatabaseHandle,
  channel: string,
  onNotify: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> => {
  if (handle.driver.kind === 'pglite') return handle.driver.client.listen(channel, onNotify);

  const url = handle.driver.url;
  let client: pg.Client | null = null;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (isStopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    let isLost = false;
    const lose = (error?: Error) => {
      if (isLost) return;
      isLost = true;
      if (client === next) client = null;
      if (!isStopped) log.warn({ err: error, channel }, 'database listener lost; connecting again');
      void next.end().catch(() => undefined);
      reconnectLater();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', lose);
    next.on('end', () => lose());
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      client = next;
    } catch (error) {
      lose(error as Error);
    }
  };
  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    await client?.end();
  };
};
