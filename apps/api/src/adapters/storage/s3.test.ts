import { describe, expect, it } from 'vitest';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Storage } from './s3';

/** An in-memory stand-in for the bucket, answering the three commands the adapter sends. */
function fakeBucket() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const sent: string[] = [];
  const client = {
    async send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand) {
      const { Bucket, Key } = command.input;
      sent.push(`${command.constructor.name} ${Bucket}/${Key}`);
      if (command instanceof PutObjectCommand) objects.set(Key!, { body: command.input.Body as Buffer, type: command.input.ContentType! });
      if (command instanceof DeleteObjectCommand) objects.delete(Key!);
      if (command instanceof GetObjectCommand) {
        const found = objects.get(Key!);
        if (!found) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
        return { ContentType: found.type, Body: { transformToByteArray: async () => new Uint8Array(found.body) } };
      }
      return {};
    },
  };
  return { client: client as unknown as S3Client, sent };
}

describe('S3 storage', () => {
  it('puts, gets and deletes objects in the bucket; a missing key is null', async () => {
    const bucket = fakeBucket();
    const storage = createS3Storage({ bucket: 'hearth-files', region: 'ca-central-1' }, () => bucket.client);
    await storage.put('uploads/small/a.webp', Buffer.from('image'), 'image/webp');
    expect(await storage.get('uploads/small/a.webp')).toEqual({ body: Buffer.from('image'), contentType: 'image/webp' });
    await storage.delete('uploads/small/a.webp');
    expect(await storage.get('uploads/small/a.webp')).toBeNull();
    expect(bucket.sent).toEqual([
      'PutObjectCommand hearth-files/uploads/small/a.webp',
      'GetObjectCommand hearth-files/uploads/small/a.webp',
      'DeleteObjectCommand hearth-files/uploads/small/a.webp',
      'GetObjectCommand hearth-files/uploads/small/a.webp',
    ]);
  });
});
