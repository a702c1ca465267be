import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { checkKey, type FileStore } from './file-store-contract.ts';

export type S3Settings = {
  bucket: string;
  /** A store other than AWS (MinIO, Garage, Ceph…), addressed path-style; unset, AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset, the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Binaries as objects of an S3-compatible bucket, which every server process reads alike. */
export const s3FileStore = ({ bucket, endpoint, region, credentials }: S3Settings): FileStore => {
  const client = new S3Client({
    region,
    endpoint,
    credentials,
    forcePathStyle: endpoint !== undefined,
    // The SDK's newer CRC checksums are not spoken by every S3-compatible store: only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    put: async (key, bytes, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    read: async (key, range) => {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: checkKey(key),
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    },
  };
};
