import { createPublicKey, verify } from 'node:crypto';
import { createHash } from 'node:crypto';
import type { FirmwareSigningKey, FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRights } from '../../test/fixtures.ts';
import { RELEASE_NOTES, swuImage, uploadFirmware, uploadParts, versionMetadata } from '../../test/firmware.ts';
import { withS3TestApp } from '../../test/s3-test-app.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let readOnlyStaff: string;
beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app);
  await createUserWithRights(t.db, 'De Sangosse', 'firmware-reader@demo.test', { configuration: 'read-only' });
  readOnlyStaff = await signIn(t.app, 'firmware-reader@demo.test');
});
afterAll(() => t.close());

const issuesOf = (response: { json: () => { data?: { issues?: { path: string[]; message: string }[] } } }) =>
  response
    .json()
    .data?.issues?.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .sort();

describe('/back/firmware', () => {
  it('stores a version with its SHA-256 and a signature the published key verifies', async () => {
    const image = swuImage('rootfs 2.4.0');
    const response = await uploadFirmware(t.app, users.staff, uploadParts(versionMetadata(), image));
    expect(response.statusCode, response.body).toBe(201);
    const version = response.json<FirmwareVersion>();
    expect(version).toMatchObject({
      version: '2.4.0',
      notes: RELEASE_NOTES,
      hardwareRevisions: ['B', 'C'],
      minFromVersion: '2.0.0',
      size: image.length,
      sha256: createHash('sha256').update(image).digest('hex'),
      uploadedBy: 'Claire Martin',
      withdrawal: null,
    });
    const key = (
      await t.app.inject({ url: '/back/firmware/signing-key', headers: bearer(readOnlyStaff) })
    ).json<FirmwareSigningKey>();
    expect(key.algorithm).toBe('Ed25519');
    expect(Buffer.from(key.publicKey, 'base64')).toHaveLength(32);
    const publicKey = createPublicKey(key.publicKeyPem);
    expect(verify(null, image, publicKey, Buffer.from(version.signature, 'base64'))).toBe(true);
    expect(verify(null, swuImage('tampered'), publicKey, Buffer.from(version.signature, 'base64'))).toBe(false);

    const download = await t.app.inject({ url: `/back/firmware/${version.id}/image`, headers: bearer(readOnlyStaff) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(image)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'attachment; filename="firmware-2.4.0.swu"',
    });
    const list = await t.app.inject({ url: '/back/firmware', headers: bearer(readOnlyStaff) });
    expect(list.json<{ items: FirmwareVersion[]; total: number }>().items.map((item) => item.version)).toContain(
      '2.4.0',
    );
  });

  it('is the Configuration right’s: 403 for other roles and accounts, before the upload is read', async () => {
    for (const token of [users.farmer, users.provider]) {
      expect((await t.app.inject({ url: '/back/firmware', headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/back/firmware/signing-key', headers: bearer(token) })).statusCode).toBe(403);
    }
    for (const token of [users.farmer, users.provider, readOnlyStaff]) {
      expect((await uploadFirmware(t.app, token, [])).statusCode).toBe(403);
      const withdraw = await t.app.inject({
        method: 'POST',
        url: `/back/firmware/${crypto.randomUUID()}/withdraw`,
        headers: bearer(token),
        payload: {},
      });
      expect(withdraw.statusCode).toBe(403);
    }
  });

  it('answers 422 with the paths of what a version cannot be, and 409 for a version uploaded before', async () => {
    const invalid = await uploadFirmware(
      t.app,
      users.staff,
      uploadParts(
        versionMetadata({
          version: 'v2.5',
          notes: { ...RELEASE_NOTES, de: ' ' },
          hardwareRevisions: ['B', 'rev 3'],
          minFromVersion: '3.0.0',
        }),
        Buffer.from('%PDF-1.7 not an image'),
      ),
    );
    expect(invalid.statusCode).toBe(422);
    expect(issuesOf(invalid)).toEqual([
      'image: firmware.errors.not-swupdate',
      'metadata.hardwareRevisions.1: firmware.errors.revision-format',
      'metadata.notes.de: required',
      'metadata.version: firmware.errors.version-format',
    ]);
    const backwards = await uploadFirmware(
      t.app,
      users.staff,
      uploadParts(versionMetadata({ version: '2.5.0', minFromVersion: '2.5.0' })),
    );
    expect(issuesOf(backwards)).toEqual(['metadata.minFromVersion: firmware.errors.min-from-not-below']);
    const missing = await uploadFirmware(t.app, users.staff, uploadParts(versionMetadata({ version: '2.5.0' }), null));
    expect(issuesOf(missing)).toEqual(['image: firmware.errors.image-required']);
    const again = await uploadFirmware(t.app, users.staff, uploadParts(versionMetadata()));
    expect(again.statusCode).toBe(409);
    expect(issuesOf(again)).toEqual(['metadata.version: firmware.errors.version-taken']);
  });

  it('withdraws a version once, saying who and why, and keeps it', async () => {
    const created = (
      await uploadFirmware(t.app, users.staff, uploadParts(versionMetadata({ version: '2.4.1' })))
    ).json<FirmwareVersion>();
    const withdraw = (reason: unknown, id = created.id) =>
      t.app.inject({
        method: 'POST',
        url: `/back/firmware/${id}/withdraw`,
        headers: bearer(users.staff),
        payload: { reason },
      });
    expect((await withdraw('')).statusCode).toBe(422);
    const withdrawn = await withdraw('Capture fails on revision B boards in the cold');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<FirmwareVersion>().withdrawal).toMatchObject({
      by: 'Claire Martin',
      reason: 'Capture fails on revision B boards in the cold',
    });
    expect((await withdraw('Twice')).statusCode).toBe(409);
    expect((await withdraw('Unknown', crypto.randomUUID())).statusCode).toBe(404);
    const image = await t.app.inject({ url: `/back/firmware/${created.id}/image`, headers: bearer(users.staff) });
    expect(image.statusCode).toBe(200);
  });
});

describe('the firmware images in an S3-compatible bucket', () => {
  it('are written to the bucket and read back from it', () =>
    withS3TestApp('console-firmware', async (app, s3) => {
      const staff = await signIn(app.app, 'staff@demo.test');
      const image = swuImage('rootfs 3.0.0');
      const created = await uploadFirmware(app.app, staff, uploadParts(versionMetadata({ version: '3.0.0' }), image));
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<FirmwareVersion>();
      expect(s3.keys()).toEqual([`firmware/${id}.swu`]);
      const download = await app.app.inject({ url: `/back/firmware/${id}/image`, headers: bearer(staff) });
      expect(download.rawPayload.equals(image)).toBe(true);
    }));
});
