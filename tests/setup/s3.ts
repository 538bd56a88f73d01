import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestBucket {
  /** The S3_* settings that point the server at this bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Every object key in the bucket, sorted, as the S3 API lists them. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port, with one empty bucket, keeping its objects in a
 * folder of its own. The server speaks the S3 protocol the SDK uses against AWS, MinIO or R2.
 */
export async function startTestBucket(options: { prefix?: string } = {}): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-s3-'));
  const bucket = 'gallery-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys = async () => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      found.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return found.sort();
  };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...(options.prefix ? { S3_PREFIX: options.prefix } : {}),
    },
    endpoint,
    bucket,
    keys,
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
