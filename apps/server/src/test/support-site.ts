import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { supportLoginClaimsSchema, type SupportLoginClaims } from '@console/domain/support/support.schema';
import { relativePath } from '@console/domain/url/relative-path';
import { jwtVerify } from 'jose';

/** Why the fake site refused a token: the tests tell a replay from an expired or forged token. */
export type SupportSiteRefusal = 'invalid' | 'expired' | 'replayed';

/** What the site's pages answer a client asking for JSON: who is signed in, and the page they are on. */
export type SupportSitePage = { user: SupportLoginClaims | null; path: string };

const SESSION_COOKIE = 'support-session';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`);

const readBody = async (request: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The after-sales site as the console's tests see it (decision 145): its sign-in path takes the form POST of
 * /sav-redirect, checks the token as the real site must (HS256 with the shared secret, expiry, audience, a `jti`
 * seen only once), then sends the browser to the referrer, signed in by a cookie. Every other page says who is signed
 * in, as HTML, or as JSON (`SupportSitePage`) to a client that asks for it.
 */
export const startSupportSite = async ({
  secret,
  port: listenPort = 0,
  signInPath = '/sso/console',
}: {
  secret: string;
  port?: number;
  signInPath?: string;
}) => {
  const key = new TextEncoder().encode(secret);
  const seenTokenIds = new Set<string>();
  const sessions = new Map<string, SupportLoginClaims>();
  let audience = '';

  const verify = async (token: string): Promise<SupportLoginClaims | SupportSiteRefusal> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        audience,
        requiredClaims: ['exp', 'iat', 'jti', 'sub'],
      });
      const claims = supportLoginClaimsSchema.safeParse(payload);
      if (!claims.success) return 'invalid';
      if (seenTokenIds.has(claims.data.jti)) return 'replayed';
      seenTokenIds.add(claims.data.jti);
      return claims.data;
    } catch (error) {
      return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
    }
  };

  const signIn = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      response.writeHead(415).end();
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    const claims = await verify(form.get('token') ?? '');
    if (typeof claims === 'string') {
      response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: claims }));
      return;
    }
    const sessionId = crypto.randomUUID();
    sessions.set(sessionId, claims);
    response
      .writeHead(303, {
        location: relativePath(form.get('referrer')) ?? '/',
        'set-cookie': `${SESSION_COOKIE}=${sessionId}; HttpOnly; SameSite=Lax; Path=/`,
      })
      .end();
  };

  const showPage = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const cookies = new URLSearchParams((request.headers.cookie ?? '').replaceAll(/;\s*/g, '&'));
    const page: SupportSitePage = {
      user: sessions.get(cookies.get(SESSION_COOKIE) ?? '') ?? null,
      path: request.url ?? '/',
    };
    if (request.headers.accept?.includes('application/json')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
      return;
    }
    const who = page.user ? `Signed in as ${escapeHtml(page.user.email)}` : 'Not signed in';
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><title>After-sales site</title><main><h1>After-sales site</h1>` +
          `<p>${who}</p><p>Page: ${escapeHtml(page.path)}</p></main></html>`,
      );
  };

  const server = http.createServer((request, response) => {
    if (request.method === 'POST' && request.url === signInPath) {
      signIn(request, response).catch(() => response.writeHead(500).end());
      return;
    }
    showPage(request, response);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The console names the site by its origin in `aud`.
  audience = url;
  return {
    url,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
