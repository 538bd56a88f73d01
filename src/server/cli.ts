import { parseArgs } from 'node:util';
import pino from 'pino';
import { parseEnv } from './env.ts';
import { createDb } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { recordChange } from './plugins/change-feed.ts';
import { createFileStore } from './plugins/storage.ts';

/**
 * Maintenance commands: `db:migrate`, `db:seed`, `staff:create --email --password [--name] [--role]`.
 * They use the same environment (DATABASE_URL, DATA_DIR, S3_*) as the server.
 */
async function run(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const env = parseEnv();
  const handle = createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  const log = pino({ level: 'info' });
  try {
    const applied = await migrateToLatest(handle.db);
    if (command === 'db:migrate') {
      log.info({ database: handle.describe, applied }, applied.length ? 'migrated' : 'already up to date');
    } else if (command === 'db:seed') {
      const files = createFileStore(env);
      const seeded = await seedIfEmpty(handle.db, files, { log, env });
      // Servers already running on this database invalidate what they cached of the empty gallery.
      if (seeded) await recordChange(handle.db, 'db:seed', 'everything');
      log.info(seeded ?? 'the database already has content; nothing seeded');
    } else if (command === 'staff:create') {
      const { values } = parseArgs({
        args: rest,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          name: { type: 'string' },
          role: { type: 'string' },
        },
      });
      const { createStaff } = await import('./modules/staff/staff.service.ts');
      const staff = await createStaff(handle.db, {
        email: values.email ?? '',
        password: values.password ?? '',
        name: values.name ?? 'Gallery owner',
        role: values.role === 'editor' ? 'editor' : 'owner',
      });
      log.info(`Staff account ${staff.email} (${staff.role}) created; sign in at /admin`);
    } else {
      console.error(
        'Usage: cli <db:migrate | db:seed | staff:create --email E --password P [--name N] [--role owner|editor]>',
      );
      process.exitCode = 2;
    }
  } finally {
    await handle.db.destroy();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
