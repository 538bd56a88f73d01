import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

export const MB = 1024 * 1024;

/**
 * multipart/form-data for the routes that take files (exhibition applications, back-office uploads).
 * The limits here are the ceiling for any upload; a route that knows its own files (the application's
 * painting and portfolio) passes tighter per-request limits to `request.parts()`. Nothing is written to
 * disk by the plugin: routes read each file into memory within its limit and check it by content.
 */
async function uploadsPlugin(app: FastifyInstance, options: { env: Env }) {
  await app.register(multipart, {
    limits: {
      fileSize: options.env.MAX_UPLOAD_MB * MB,
      files: 4,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 40,
      headerPairs: 100,
    },
  });
}

export default fp(uploadsPlugin, { name: 'uploads' });
