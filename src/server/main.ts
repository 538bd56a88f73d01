import Fastify, { LogController } from 'fastify';
import closeWithGrace from 'close-with-grace';
import fp from 'fastify-plugin';
import app, { frameworkErrors } from './app.ts';
import { EnvError, parseEnv, type Env } from './env.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { ensureFirstOwner } from './modules/staff/staff.service.ts';
import { checkDataDir, databaseFault, StartupFault } from './startup-faults.ts';

/**
 * After seeding, how to sign in, as plain lines a newcomer reads at a glance in the terminal (the
 * log line above carries the same inside its JSON, for the logs).
 */
async function printDemoSignIns(publicUrl: string): Promise<void> {
  const [{ DEMO_OWNER, DEMO_EDITOR }, { DEMO_CUSTOMER }] = await Promise.all([
    import('./db/seed/staff.ts'),
    import('./db/seed/customers.ts'),
  ]);
  process.stdout.write(
    [
      '',
      'Demo sign-ins (public: change them, or set STAFF_EMAIL and STAFF_PASSWORD, before going live):',
      `  back office  ${publicUrl}/admin`,
      `    owner      ${DEMO_OWNER.email}  ${DEMO_OWNER.password}`,
      `    editor     ${DEMO_EDITOR.email}  ${DEMO_EDITOR.password}`,
      `  shop         ${publicUrl}/login-register`,
      `    collector  ${DEMO_CUSTOMER.email}  ${DEMO_CUSTOMER.password}`,
      '',
      '',
    ].join('\n'),
  );
}

/** Stops the start with the one line a fault deserves: no stack trace, exit code 1. */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Starts the gallery: parse env, open and migrate the database, seed a first start, listen, drain on SIGTERM. */
async function main(): Promise<void> {
  let env: Env;
  try {
    env = parseEnv();
    checkDataDir(env);
  } catch (error) {
    if (error instanceof EnvError || error instanceof StartupFault) stop(error.message);
    throw error;
  }
  // Libraries read the mode from here, React among them when the server renders pages: without it they
  // would run their slow development builds (the default mode is production).
  process.env.NODE_ENV ??= env.NODE_ENV;

  const server = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      ...(process.stdout.isTTY && env.NODE_ENV !== 'production'
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: env.NODE_ENV === 'production' }),
    return503OnClosing: true,
    frameworkErrors,
  });
  // Unwrapped, the app would keep its decorations (db, files) to itself; the seed below needs them.
  try {
    await server.register(fp(app), { env });
    await server.ready();
  } catch (error) {
    const fault = databaseFault(error, env);
    if (!fault) throw error;
    await server.close().catch(() => {});
    stop(fault.message);
  }

  // STAFF_EMAIL and STAFF_PASSWORD create the first back-office owner; a weak password stops the start.
  try {
    const owner = await ensureFirstOwner(server.db, env);
    if (owner) server.log.info(`Back-office owner ${owner.email} created from STAFF_EMAIL`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await server.close();
    process.exit(1);
  }

  if (env.SEED_ON_START) {
    try {
      const seeded = await seedIfEmpty(server.db, server.files, { log: server.log, env });
      if (seeded) {
        server.log.info(seeded);
        await printDemoSignIns(env.PUBLIC_URL);
      }
    } catch (error) {
      const fault = databaseFault(error, env);
      if (!fault) throw error;
      await server.close().catch(() => {});
      stop(fault.message);
    }
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'shutting down after an error');
    else server.log.info(`${signal} received, draining requests`);
    // close() stops accepting, waits for requests in flight, then runs onClose hooks (database).
    await server.close();
  });

  try {
    await server.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES' && code !== 'EADDRNOTAVAIL') throw error;
    await server.close().catch(() => {});
    const why = {
      EADDRINUSE: 'is already in use',
      EACCES: 'needs privileges this process lacks',
      EADDRNOTAVAIL: 'is not an address of this machine',
    }[code];
    stop(
      `Cannot listen on ${env.HOST}:${env.PORT}: ${code === 'EADDRNOTAVAIL' ? 'HOST' : 'the port'} ${why}. Set PORT or HOST.`,
    );
  }
  server.log.info(`Gallery ready at ${env.PUBLIC_URL} (storefront /, back office /admin, API /admin/api)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
