import { startS3Server } from './s3-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/** Runs `test` with an app whose file store is `bucket` on a local S3-compatible server; both are closed after. */
export const withS3TestApp = async (bucket: string, test: (t: TestApp, s3: S3Server) => Promise<void>) => {
  const s3 = await startS3Server({ bucket, accessKeyId: 'console' });
  const t = await createTestApp({
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: 'console',
    S3_SECRET_ACCESS_KEY: 'console-secret',
  });
  try {
    await test(t, s3);
  } finally {
    await t.close();
    await s3.close();
  }
};
