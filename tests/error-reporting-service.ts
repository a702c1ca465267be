import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One event as a Sentry-compatible service stores it: what the tests read of it. */
export type ReceivedEvent = {
  message?: string;
  platform?: string;
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  exception?: { values: { type?: string; value?: string }[] };
};

const PUBLIC_KEY = 'consolekey';
const PROJECT_ID = '42';

const readBody = async (request: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * An error reporting service speaking Sentry's envelope endpoint (`POST /api/<project>/envelope/`, the key in the
 * `sentry_key` query value or the X-Sentry-Auth header): it keeps the events of the envelopes it accepts. Its DSN is
 * `dsn`; the browser's envelopes come cross-origin, so it answers CORS as the real service does.
 */
export const startErrorReportingService = async () => {
  const events: ReceivedEvent[] = [];
  const server = http.createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-headers': 'content-type' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const auth = String(request.headers['x-sentry-auth'] ?? '');
    const key = url.searchParams.get('sentry_key') ?? /sentry_key=(\w+)/.exec(auth)?.[1];
    if (request.method !== 'POST' || url.pathname !== `/api/${PROJECT_ID}/envelope/` || key !== PUBLIC_KEY) {
      response.writeHead(403).end();
      return;
    }
    const [, itemHeader, payload] = (await readBody(request)).split('\n');
    if (itemHeader && payload && (JSON.parse(itemHeader) as { type?: string }).type === 'event') {
      events.push(JSON.parse(payload) as ReceivedEvent);
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${PUBLIC_KEY}@127.0.0.1:${port}/${PROJECT_ID}`,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
