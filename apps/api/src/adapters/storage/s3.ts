// Files in an S3 bucket (AWS, or any S3-compatible store through S3_ENDPOINT), so several API
// instances share the uploads. The SDK is loaded on first use, not at start-up.
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageAdapter } from './index';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2…); path-style addressing is used with it. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');

export function createS3Storage(options: S3Options, clientFactory?: (sdk: Sdk) => S3Client): StorageAdapter {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client:
        clientFactory?.(sdk) ??
        new sdk.S3Client({
          region: options.region,
          ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
          // Without keys the SDK's default chain applies (instance role, environment, profile).
          ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
        }),
    })));

  return {
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!res.Body) return null;
        return { body: Buffer.from(await res.Body.transformToByteArray()), contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
