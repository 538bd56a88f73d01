import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/**
 * Where uploaded and generated files live. Public files are served under /media; private ones
 * (exhibition applications) only through the back office. Local disk under DATA_DIR by default;
 * an S3-compatible store can implement the same interface.
 */
export interface FileStore {
  put(visibility: 'public' | 'private', name: string, data: Buffer): Promise<void>;
  read(visibility: 'public' | 'private', name: string): Promise<Buffer>;
  stream(visibility: 'public' | 'private', name: string): NodeJS.ReadableStream;
  remove(visibility: 'public' | 'private', name: string): Promise<void>;
}

export function localFileStore(root: string): FileStore {
  const where = (visibility: string, name: string) => {
    // Names are chosen by the server, but keep them inside the root whatever happens.
    const file = path.join(root, visibility, path.basename(name));
    return file;
  };
  return {
    async put(visibility, name, data) {
      const file = where(visibility, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    read: (visibility, name) => fs.readFile(where(visibility, name)),
    stream: (visibility, name) => createReadStream(where(visibility, name)),
    remove: (visibility, name) => fs.rm(where(visibility, name), { force: true }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

async function storagePlugin(app: FastifyInstance, options: { env: Env }) {
  const root = path.join(options.env.dataDir, 'media');
  await fs.mkdir(path.join(root, 'public'), { recursive: true });
  app.decorate('files', localFileStore(root));
  // Media names carry a random key and never change content, so they can be cached for good.
  await app.register(fastifyStatic, {
    root: path.join(root, 'public'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
}

export default fp(storagePlugin, { name: 'storage' });
