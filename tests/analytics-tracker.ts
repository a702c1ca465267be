import http from 'node:http';

/**
 * A Matomo-compatible tracker for the browser tests, on loopback: `POST /matomo.php` takes a hit of the HTTP
 * tracking API (its fields in the query or a form body) and keeps it; `GET /hits` lists them, for the journeys to
 * read. It answers CORS as Matomo does, so the console's calls are the same as in production.
 */
const hits: Record<string, string>[] = [];

const readBody = async (request: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('access-control-allow-origin', '*');
  if (request.method === 'GET' && url.pathname === '/hits') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hits));
    return;
  }
  if (url.pathname !== '/matomo.php') {
    response.writeHead(url.pathname === '/' ? 200 : 404).end();
    return;
  }
  const fields = new URLSearchParams(request.method === 'POST' ? await readBody(request) : '');
  url.searchParams.forEach((value, key) => fields.set(key, value));
  // Matomo records a hit with `rec=1` and a site id; anything else it ignores.
  if (fields.get('rec') === '1' && fields.get('idsite')) hits.push(Object.fromEntries(fields));
  response.writeHead(204).end();
});

server.listen(Number(process.env.ANALYTICS_PORT ?? 3194), '127.0.0.1');
