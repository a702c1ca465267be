import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test's station measured in an hour (UTC, on the hour), or nothing for an hour it missed. */
export type StationWeather = (hour: Date) => { temperature: number; humidity: number; rainfall: number } | null;

/** A station whose temperature follows the hour of the day: each hour's value is checkable. */
export const hourlyWeather: StationWeather = (hour) => ({
  temperature: 5 + hour.getUTCHours() / 2,
  humidity: 80,
  rainfall: 0.2,
});

/** A failure the next calls to a path get, as a struggling partner answers. */
type Fault = { path: RegExp; status: number; retryAfter?: string; remaining: number };

export type RequestLog = { method: string; path: string; at: number }[];

/**
 * The skeleton of a partner network's stand-in: routes by method and path pattern, a log of every request, faults to
 * inject, JSON answers. Sencrop's and Weenat's stand-ins (`sencrop-server.ts`, `weenat-server.ts`) fill in the routes.
 */
export const startPartnerServer = async (
  route: (
    request: http.IncomingMessage,
    url: URL,
    body: string,
  ) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>,
  /** A fixed port, for a server other processes are told of in advance (the browser tests'); else any free one. */
  port = 0,
) => {
  const requests: RequestLog = [];
  const faults: Fault[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://partner.test');
      requests.push({ method: request.method ?? 'GET', path: url.pathname, at: Date.now() });
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const fault = faults.find((candidate) => candidate.remaining > 0 && candidate.path.test(url.pathname));
      if (fault) {
        fault.remaining -= 1;
        response.writeHead(fault.status, {
          'content-type': 'application/json',
          ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
        });
        return response.end(JSON.stringify({ error: `failure ${fault.status}` }));
      }
      const answer = await route(request, url, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${listening}`,
    requests,
    /** The next `count` requests to a path matching `path` fail with `status`. */
    fail: (path: RegExp, status: number, count = 1, retryAfter?: string) => {
      faults.push({ path, status, retryAfter, remaining: count });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
