import fs from 'node:fs/promises';
import { constants, createReadStream } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Env } from '../env.ts';
import { NotReady } from './health.ts';

export type Visibility = 'public' | 'private';

/**
 * Where uploaded and generated files live. Public files are served under /media; private ones
 * (exhibition applications) only through the back office. Local disk under DATA_DIR by default, or
 * an S3-compatible bucket when S3_BUCKET is set, so that several processes share one store (ADR 013).
 */
export interface FileStore {
  put(visibility: Visibility, name: string, data: Buffer): Promise<void>;
  read(visibility: Visibility, name: string): Promise<Buffer>;
  /** The file's bytes; a missing file is an error on the stream (ENOENT). */
  stream(visibility: Visibility, name: string): NodeJS.ReadableStream;
  /** Removing a file that is not there is not an error. */
  remove(visibility: Visibility, name: string): Promise<void>;
  /** Resolves when files can be stored and read, rejects saying why not (for /readyz). */
  ready(): Promise<void>;
}

/** The store the environment asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function createFileStore(env: Env): FileStore {
  return env.S3_BUCKET ? s3FileStore(s3SettingsOf(env)) : localFileStore(path.join(env.dataDir, 'media'));
}

/** A store that remembers what was written through it, so a failed upload can remove its files again. */
export function recordingStore(files: FileStore): {
  store: FileStore;
  written: { visibility: Visibility; name: string }[];
} {
  const written: { visibility: Visibility; name: string }[] = [];
  const store: FileStore = {
    ...files,
    put: async (visibility, name, data) => {
      written.push({ visibility, name });
      await files.put(visibility, name, data);
    },
  };
  return { store, written };
}

// Names are chosen by the server, but keep them inside their folder whatever happens.
const safeName = (name: string) => path.basename(name);

export function localFileStore(root: string): FileStore {
  const where = (visibility: Visibility, name: string) => path.join(root, visibility, safeName(name));
  return {
    async put(visibility, name, data) {
      const file = where(visibility, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    read: (visibility, name) => fs.readFile(where(visibility, name)),
    stream: (visibility, name) => createReadStream(where(visibility, name)),
    remove: (visibility, name) => fs.rm(where(visibility, name), { force: true }),
    async ready() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, constants.R_OK | constants.W_OK);
    },
  };
}

/* ---------- S3-compatible object storage ---------- */

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Ends with "/" or is empty. */
  prefix: string;
}

export function s3SettingsOf(env: Env): S3Settings {
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET is not set');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // Without keys the SDK's own chain applies (instance role, AWS_PROFILE ...).
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX ?? '',
  };
}

/** Content types by the extensions the server gives its files (media.service.ts). */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.tif': 'image/tiff',
  '.zip': 'application/zip',
};
const typeOf = (name: string) => TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/** Media names carry a random key and never change content, so they can be cached for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The answer to a GET or HEAD of a public file. */
export interface MediaAnswer {
  status: 200 | 206 | 304 | 404 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

export interface S3FileStore extends FileStore {
  /** A public file with the headers to send, asked of the bucket with the request's conditions. */
  answer(
    name: string,
    request: { head: boolean; range?: string; ifNoneMatch?: string; ifModifiedSince?: string },
  ): Promise<MediaAnswer>;
  /** Closes the connections kept open to the bucket. */
  close(): Promise<void>;
}

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}
const statusOfFailure = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => {
  const e = error as S3Failure;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || statusOfFailure(error) === 404;
};

/**
 * Files as objects `<prefix>public/<name>` and `<prefix>private/<name>` of one bucket. The bucket stays
 * private: public files reach browsers through this server's /media (see ADR 013 for why not redirects).
 * The SDK is loaded the first time a file is touched, so a server on the local disk never loads it.
 */
export function s3FileStore(settings: S3Settings): S3FileStore {
  let client: Promise<{ s3: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((loaded: typeof S3Sdk & { default?: typeof S3Sdk }) => {
      // Bundled by scripts/build.mjs, the SDK's CommonJS build arrives as the default export only.
      const sdk = loaded.default ?? loaded;
      return {
        sdk,
        s3: new sdk.S3Client({
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: settings.credentials,
          // Checksums only where S3 requires them: many S3-compatible services refuse the newer ones.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
      };
    }));
  const key = (visibility: Visibility, name: string) => `${settings.prefix}${visibility}/${safeName(name)}`;
  const Bucket = settings.bucket;

  async function getObject(visibility: Visibility, name: string) {
    const { s3, sdk } = await connect();
    try {
      const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key(visibility, name) }));
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) {
        throw Object.assign(new Error(`ENOENT: no file ${visibility}/${safeName(name)} in the media bucket`), {
          code: 'ENOENT',
        });
      }
      throw error;
    }
  }

  return {
    async put(visibility, name, data) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key(visibility, name),
          Body: data,
          ContentType: typeOf(name),
          ContentLength: data.length,
          // Also right for a CDN or cache reading the bucket directly; private files are never cached.
          CacheControl: visibility === 'public' ? MEDIA_CACHE_CONTROL : 'private, no-store',
        }),
      );
    },
    async read(visibility, name) {
      const body = await getObject(visibility, name);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream(visibility, name) {
      // The object is asked for at once; its bytes, or the failure, arrive on the stream.
      const out = new PassThrough();
      getObject(visibility, name).then(
        (body) => {
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: Error) => out.destroy(error),
      );
      return out;
    },
    async remove(visibility, name) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(visibility, name) }));
    },
    async ready() {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(3000) });
      } catch (error) {
        const e = error as S3Failure & Error;
        const why = isMissing(error)
          ? 'it does not exist'
          : e.name === 'AbortError'
            ? 'no answer in 3 s'
            : e.message || e.name;
        throw new Error(`the media bucket ${Bucket} cannot be reached: ${why}`, { cause: error });
      }
    },
    async close() {
      if (client) (await client).s3.destroy();
    },
    async answer(name, request) {
      const { s3, sdk } = await connect();
      const conditions = {
        Bucket,
        Key: key('public', name),
        IfNoneMatch: request.ifNoneMatch,
        IfModifiedSince: request.ifModifiedSince ? new Date(request.ifModifiedSince) : undefined,
      };
      if (conditions.IfModifiedSince && Number.isNaN(conditions.IfModifiedSince.getTime())) {
        conditions.IfModifiedSince = undefined;
      }
      try {
        const object = request.head
          ? await s3.send(new sdk.HeadObjectCommand(conditions))
          : await s3.send(new sdk.GetObjectCommand({ ...conditions, Range: request.range }));
        const headers: Record<string, string> = {
          'content-type': typeOf(name),
          'cache-control': MEDIA_CACHE_CONTROL,
          'accept-ranges': 'bytes',
        };
        if (object.ETag) headers.etag = object.ETag;
        if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
        if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
        const range = 'ContentRange' in object ? object.ContentRange : undefined;
        if (range) headers['content-range'] = range;
        const body = 'Body' in object ? (object.Body as Readable | undefined) : undefined;
        return { status: range ? 206 : 200, headers, body };
      } catch (error) {
        if (isMissing(error)) return { status: 404, headers: {} };
        const status = statusOfFailure(error);
        if (status === 304) {
          const headers: Record<string, string> = { 'cache-control': MEDIA_CACHE_CONTROL };
          // The validator that matched, when the browser sent just one (it usually does).
          if (request.ifNoneMatch && /^(W\/)?"[^",]*"$/.test(request.ifNoneMatch)) headers.etag = request.ifNoneMatch;
          return { status: 304, headers };
        }
        if (status === 416) return { status: 416, headers: {} };
        throw error;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** Only names the server gives (key, width, extension): anything else is not a file of ours. */
const MEDIA_NAME = /^[A-Za-z0-9_-]+(\.[a-z0-9]+)$/;

async function answerFromBucket(store: S3FileStore, request: FastifyRequest, reply: FastifyReply) {
  const { name } = request.params as { name: string };
  if (!MEDIA_NAME.test(name)) return reply.callNotFound();
  const header = (h: string) => {
    const value = request.headers[h];
    return typeof value === 'string' ? value : undefined;
  };
  const answer = await store.answer(name, {
    head: request.method === 'HEAD',
    range: header('range'),
    ifNoneMatch: header('if-none-match'),
    ifModifiedSince: header('if-modified-since'),
  });
  if (answer.status === 404) return reply.callNotFound();
  reply.code(answer.status).headers(answer.headers);
  if (request.method === 'HEAD' || !answer.body) return reply.send();
  // The object streams through as it arrives; a client that leaves stops the download from the bucket.
  return reply.send(answer.body);
}

async function storagePlugin(app: FastifyInstance, options: { env: Env }) {
  if (options.env.S3_BUCKET) {
    const settings = s3SettingsOf(options.env);
    const store = s3FileStore(settings);
    app.decorate('files', store);
    app.addHook('onClose', () => store.close());
    app.log.info({ bucket: settings.bucket, prefix: settings.prefix, endpoint: settings.endpoint }, 'media in S3');
    // A process that cannot reach the bucket would answer pages with broken pictures and refuse uploads.
    app.readinessChecks.set('media', async () => {
      try {
        await store.ready();
      } catch (error) {
        throw new NotReady('the media bucket cannot be reached', { cause: error });
      }
    });
    app.route({
      method: ['GET', 'HEAD'],
      url: '/media/:name',
      exposeHeadRoute: false,
      handler: (request, reply) => answerFromBucket(store, request, reply),
    });
    return;
  }
  const root = path.join(options.env.dataDir, 'media');
  await fs.mkdir(path.join(root, 'public'), { recursive: true });
  app.decorate('files', localFileStore(root));
  await app.register(fastifyStatic, {
    root: path.join(root, 'public'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['health'] });
