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
});

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string; dataDir: string };

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "not set" so that `PORT= npm start` behaves like no PORT at all.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
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
