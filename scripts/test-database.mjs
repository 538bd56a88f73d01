// Creates the PostgreSQL database of `npm run test:pg` when it is missing (each test file then makes
// a schema of its own in it), so a newcomer needs only a running server. Reads TEST_DATABASE_URL.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');
const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const name = decodeURIComponent(url.pathname.slice(1));
if (!name) {
  console.error(`TEST_DATABASE_URL=${url.href} names no database`);
  process.exit(1);
}
// The server's own maintenance database, there on every installation.
const maintenance = new URL(url);
maintenance.pathname = '/postgres';
const client = new pg.Client({ connectionString: maintenance.href });
try {
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) {
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
    console.log(`Created the test database ${name}`);
  }
} catch (error) {
  // 42P04: another run created it meanwhile.
  if (error.code !== '42P04') {
    console.error(
      `Cannot prepare the test database ${name} at ${url.host}: ${error.message} (check TEST_DATABASE_URL)`,
    );
    process.exit(1);
  }
} finally {
  await client.end().catch(() => {});
}
