import { TERMS_NOT_ACCEPTED_MESSAGE } from '@console/domain/terms/terms-gate';
import { TERMS_DOCUMENT_MAX_BYTES, TERMS_ERRORS } from '@console/domain/terms/terms-version.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTermsPdf } from '../../demo/terms-document.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

const NEW_PDF = buildTermsPdf('Terms of service - version 2026-02', ['Second demo version.']);
const pdfPart = (content: Buffer = NEW_PDF, fileName = 'Conditions générales (v2).pdf', type = 'application/pdf') => ({
  name: 'document',
  fileName,
  type,
  content,
});

let t: TestApp;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app);
});
afterAll(() => t.close());

const list = (token: string, query = '') => t.app.inject({ url: `/back/settings/tos${query}`, headers: bearer(token) });
const upload = (token: string, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/back/settings/tos',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};
const issuesOf = (response: { json: () => { data?: { issues?: { path: string[]; message: string }[] } } }) =>
  response.json().data?.issues?.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('GET /back/settings/tos', () => {
  it('lists the demo version with its size and acceptances for staff', async () => {
    const response = await list(users.staff);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 1, sort: { field: 'publishedAt', order: 'desc' } });
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        kind: 'service',
        version: '2026-01',
        fileName: 'terms-of-service-2026-01.pdf',
        size: expect.any(Number),
        publishedAt: expect.any(String),
        // Staff, provider and farmer accepted it in the demo, the newcomer in signInDemoUsers.
        acceptedCount: 4,
        isCurrent: true,
      },
    ]);
    expect(page.items[0].size).toBeGreaterThan(500);
  });

  it('is refused to provider and farmer accounts, even with the Configuration right', async () => {
    for (const token of [users.provider, users.farmer]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await upload(token, [{ name: 'version', value: 'x1' }, pdfPart()])).statusCode).toBe(403);
    }
    const [item] = (await list(users.staff)).json().items;
    const download = await t.app.inject({
      url: `/back/settings/tos/${item.id}/document`,
      headers: bearer(users.farmer),
    });
    expect(download.statusCode).toBe(403);
  });
});

describe('POST /back/settings/tos refusals', () => {
  it('refuses a file whose bytes are not a PDF, even sent as application/pdf', async () => {
    const fake = pdfPart(Buffer.from('<html>terms</html>'), 'terms.pdf');
    const response = await upload(users.staff, [{ name: 'version', value: '2026-02' }, fake]);
    expect(response.statusCode).toBe(422);
    expect(issuesOf(response)).toEqual([`document: ${TERMS_ERRORS.notPdf}`]);
  });

  it('refuses a PDF sent under another content type', async () => {
    const response = await upload(users.staff, [
      { name: 'version', value: '2026-02' },
      pdfPart(NEW_PDF, 'terms.txt', 'text/plain'),
    ]);
    expect(response.statusCode).toBe(422);
    expect(issuesOf(response)).toEqual([`document: ${TERMS_ERRORS.notPdf}`]);
  });

  it('refuses an empty file and a missing one', async () => {
    const empty = await upload(users.staff, [{ name: 'version', value: '2026-02' }, pdfPart(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(422);
    expect(issuesOf(empty)).toEqual([`document: ${TERMS_ERRORS.empty}`]);
    const missing = await upload(users.staff, [{ name: 'version', value: '2026-02' }]);
    expect(missing.statusCode).toBe(422);
    expect(issuesOf(missing)).toEqual([`document: ${TERMS_ERRORS.documentRequired}`]);
  });

  it('refuses a file over 10 MiB with 413, naming the field', async () => {
    const big = Buffer.concat([NEW_PDF, Buffer.alloc(TERMS_DOCUMENT_MAX_BYTES - NEW_PDF.length + 1, 0x20)]);
    const response = await upload(users.staff, [{ name: 'version', value: '2026-02' }, pdfPart(big)]);
    expect(response.statusCode).toBe(413);
    expect(issuesOf(response)).toEqual([`document: ${TERMS_ERRORS.tooLarge}`]);
  });

  it('refuses a label already used, and a missing or odd label', async () => {
    const taken = await upload(users.staff, [{ name: 'version', value: '2026-01' }, pdfPart()]);
    expect(taken.statusCode).toBe(409);
    expect(issuesOf(taken)).toEqual([`version: ${TERMS_ERRORS.versionTaken}`]);

    const missing = await upload(users.staff, [pdfPart()]);
    expect(missing.statusCode).toBe(422);
    expect(issuesOf(missing)).toEqual(['version: required']);

    const odd = await upload(users.staff, [{ name: 'version', value: '../2026' }, pdfPart()]);
    expect(odd.statusCode).toBe(422);
    expect(issuesOf(odd)).toEqual([`version: ${TERMS_ERRORS.versionFormat}`]);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/back/settings/tos',
      payload: { version: '2026-02' },
      headers: bearer(users.staff),
    });
    expect(response.statusCode).toBe(406);
  });

  it('refuses a multipart body cut in the middle with 400, in the error shape', async () => {
    const { payload, headers } = multipart([{ name: 'version', value: '2026-07' }, pdfPart()]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/back/settings/tos',
      payload: payload.subarray(0, Math.floor(payload.length / 2)),
      headers: { ...headers, ...bearer(users.staff) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'malformed multipart body',
      transactionId: expect.any(String),
    });
  });

  it('publishes nothing after a refusal', async () => {
    expect((await list(users.staff)).json().total).toBe(1);
    const profile = await t.app.inject({ url: '/back/profile', headers: bearer(users.farmer) });
    expect(profile.json().areTosAccepted).toBe(true);
  });
});

const accept = (token: string) =>
  t.app.inject({ method: 'POST', url: '/back/profile/tos/accept', headers: bearer(token) });

describe('publishing a new version', () => {
  let newId: string;
  let oldId: string;

  it('answers the new version, current and accepted by nobody yet', async () => {
    oldId = (await list(users.staff)).json().items[0].id;
    const response = await upload(users.staff, [{ name: 'version', value: ' 2026-02 ' }, pdfPart()]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      version: '2026-02',
      // Accents and quotes do not survive into the download header.
      fileName: 'Conditions generales _v2_.pdf',
      size: NEW_PDF.length,
      acceptedCount: 0,
      isCurrent: true,
    });
    newId = response.json().id;
  });

  it('makes every user, staff included, accept it; accepting lets them through again', async () => {
    for (const token of [users.staff, users.farmer, users.provider]) {
      const profile = await t.app.inject({ url: '/back/profile', headers: bearer(token) });
      expect(profile.json().areTosAccepted).toBe(false);
    }
    const terms = await t.app.inject({ url: '/back/profile/tos', headers: bearer(users.farmer) });
    expect(terms.json()).toEqual({ id: newId, version: '2026-02', originalUrl: '/back/tos/current/document' });

    // Until then the API keeps everything else from them, the terms' own settings included.
    expect((await list(users.staff)).json()).toMatchObject({ status: 403, message: TERMS_NOT_ACCEPTED_MESSAGE });

    expect((await accept(users.farmer)).statusCode).toBe(204);
    const profile = await t.app.inject({ url: '/back/profile', headers: bearer(users.farmer) });
    expect(profile.json().areTosAccepted).toBe(true);
    expect((await accept(users.staff)).statusCode).toBe(204);
    expect((await list(users.staff)).json().items[0].acceptedCount).toBe(2);
  });

  it('lists it first; the older one is no longer current', async () => {
    const page = (await list(users.staff)).json();
    expect(page.total).toBe(2);
    expect(page.items.map((item: { version: string; isCurrent: boolean }) => [item.version, item.isCurrent])).toEqual([
      ['2026-02', true],
      ['2026-01', false],
    ]);
    const byVersion = (await list(users.staff, '?sort=version&order=asc')).json();
    expect(byVersion.items.map((item: { version: string }) => item.version)).toEqual(['2026-01', '2026-02']);
  });

  it('serves the new file as the current document, and older versions to staff', async () => {
    const current = await t.app.inject({ url: '/back/tos/current/document' });
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('application/pdf');
    expect(current.headers['content-disposition']).toBe('attachment; filename="Conditions generales _v2_.pdf"');
    expect(current.rawPayload.equals(NEW_PDF)).toBe(true);

    const old = await t.app.inject({ url: `/back/settings/tos/${oldId}/document`, headers: bearer(users.staff) });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-disposition']).toBe('attachment; filename="terms-of-service-2026-01.pdf"');
    expect(old.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(old.rawPayload.equals(NEW_PDF)).toBe(false);
  });

  it('answers 404 for an unknown or malformed version id', async () => {
    const unknown = await t.app.inject({
      url: `/back/settings/tos/${crypto.randomUUID()}/document`,
      headers: bearer(users.staff),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      url: '/back/settings/tos/not-an-id/document',
      headers: bearer(users.staff),
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('takes labels as the same whatever their case', async () => {
    const first = await upload(users.staff, [{ name: 'version', value: 'v3' }, pdfPart()]);
    expect(first.statusCode).toBe(201);
    await accept(users.staff);
    const again = await upload(users.staff, [{ name: 'version', value: 'V3' }, pdfPart()]);
    expect(again.statusCode).toBe(409);
    expect(issuesOf(again)).toEqual([`version: ${TERMS_ERRORS.versionTaken}`]);
  });
});

describe('rent terms', () => {
  it('are versioned apart: publishing them asks no user to accept anything, and their labels are their own', async () => {
    const rentPdf = buildTermsPdf('Rent terms - version 2026-01', ['Second rent terms.']);
    // The demo's rent terms are 2026-01 too: a label is unique within its kind only.
    const taken = await upload(users.staff, [
      { name: 'kind', value: 'rent' },
      { name: 'version', value: '2026-01' },
      pdfPart(rentPdf),
    ]);
    expect(taken.statusCode).toBe(409);
    const published = await upload(users.staff, [
      { name: 'kind', value: 'rent' },
      { name: 'version', value: 'v3' },
      pdfPart(rentPdf, 'location.pdf'),
    ]);
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({ kind: 'rent', version: 'v3', isCurrent: true, acceptedCount: 0 });

    // Staff accepted the newest terms of service above: rent terms do not send them back to the gate.
    const profile = await t.app.inject({ url: '/back/profile', headers: bearer(users.staff) });
    expect(profile.json().areTosAccepted).toBe(true);
    const rent = (await list(users.staff, '?kind=rent')).json();
    expect(rent.items.map((item: { version: string }) => item.version)).toEqual(['v3', '2026-01']);
    expect((await list(users.staff)).json().items.every((item: { kind: string }) => item.kind === 'service')).toBe(
      true,
    );
    // The public document stays the terms of service.
    const current = await t.app.inject({ url: '/back/tos/current/document' });
    expect(current.rawPayload.equals(rentPdf)).toBe(false);
  });
});
