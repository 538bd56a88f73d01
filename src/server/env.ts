import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at start.
 * A bad value stops the process with one clear line (see main.ts).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v) || v.startsWith('sqlite:'), {
      message: 'must be empty, a postgres:// URL or a sqlite:<file> path',
    })
    .default(''),
  /** Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('Bait Al Fann Gallery <hello@baitalfann.om>'),
  MAILING_LIST_URL: z.string().default(''),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(200).default(15),
  STAFF_EMAIL: z.string().default(''),
  STAFF_PASSWORD: z.string().default(''),
  /** How often each process reads what the others changed in the catalogue (plugins/change-feed.ts). */
  CHANGE_FEED_INTERVAL_MS: z.coerce.number().int().min(20).max(60_000).default(500),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Media in an S3-compatible bucket instead of DATA_DIR/media, so that several processes share it
   * (plugins/storage.ts, ADR 013). Empty: the local disk.
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as me-central-1')
    .default('us-east-1'),
  /** For S3-compatible services (MinIO, Ceph, R2 ...); empty: AWS's own endpoint for the region. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** A folder inside the bucket, so one bucket can hold several galleries' media. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'must be a folder name such as gallery/ (no leading slash)')
    .transform((v) => (v.endsWith('/') ? v : `${v}/`))
    .optional(),
});

/** The S3 settings are all or nothing: a half-set store would quietly fall back to the local disk. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  const others = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).filter(
    (name) => env[name] !== undefined,
  );
  if (!env.S3_BUCKET && others.length > 0) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${others[0]} is set` });
  }
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    const other = missing === 'S3_ACCESS_KEY_ID' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    context.addIssue({ code: 'custom', path: [missing], message: `is required when ${other} is set` });
  }
});

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string; dataDir: string };

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "not set" so that `PORT= npm start` behaves like no PORT at all.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    const name = String(first.path[0] ?? 'environment');
    throw new EnvError(`Invalid environment variable ${name}=${JSON.stringify(source[name] ?? '')}: ${first.message}`);
  }
  return {
    ...parsed.data,
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
}
