import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An S3 error document, as the REST API returns one. */
const s3Error = (response: http.ServerResponse, status: number, code: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
};

const readBody = async (request: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * An S3-compatible store for the tests, speaking the REST API's path-style object calls (PutObject, GetObject with a
 * byte Range, DeleteObject) for one bucket. It requires a Signature Version 4 `Authorization` header naming its
 * access key, as a real store refuses an anonymous or foreign client; it does not recompute the signature.
 */
export const startS3Server = async ({ bucket, accessKeyId }: { bucket: string; accessKeyId: string }) => {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://s3.test');
      const [, bucketName, ...keyParts] = url.pathname.split('/');
      const key = decodeURIComponent(keyParts.join('/'));
      const authorization = request.headers.authorization ?? '';
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        return s3Error(response, 403, 'InvalidAccessKeyId');
      }
      if (bucketName !== bucket) return s3Error(response, 404, 'NoSuchBucket');
      if (request.method === 'PUT') {
        objects.set(key, {
          bytes: await readBody(request),
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        });
        response.writeHead(200, { etag: `"${crypto.randomUUID()}"` });
        return response.end();
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      const object = objects.get(key);
      if (!object) return s3Error(response, 404, 'NoSuchKey');
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      const end = range ? Math.min(Number(range[2]), object.bytes.length - 1) : object.bytes.length - 1;
      const body = object.bytes.subarray(start, end + 1);
      response.writeHead(range ? 206 : 200, {
        'content-type': object.contentType,
        'content-length': body.length,
        ...(range ? { 'content-range': `bytes ${start}-${end}/${object.bytes.length}` } : {}),
      });
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The keys the store holds, for a test to see what was written and removed. */
    keys: () => [...objects.keys()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
