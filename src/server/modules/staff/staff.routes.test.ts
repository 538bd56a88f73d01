import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { hashToken, newToken } from '#server/lib/passwords.ts';
import { buildTestApp, createTestDb, type TestApp, type TestDb } from '#tests/setup/test-app.ts';
import { createStaff } from './staff.service.ts';
import { SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_LIMIT_PER_IP } from './staff-session.service.ts';

const OWNER = {
  email: 'owner@gallery.test',
  password: 'owner-password-1',
  name: 'Maryam Al Said',
  role: 'owner' as const,
};
const EDITOR = {
  email: 'editor@gallery.test',
  password: 'editor-password-1',
  name: 'Omar Editor',
  role: 'editor' as const,
};

/** The value of the gallery_staff cookie a reply sets, and the raw Set-Cookie header. */
function staffCookieOf(response: LightMyRequestResponse) {
  const header = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('gallery_staff='));
  return {
    header,
    value: header?.split(';')[0]!.slice('gallery_staff='.length),
  };
}

async function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/admin/api/manage/session',
    payload: { email, password },
    remoteAddress,
  });
}

async function cookieFor(app: FastifyInstance, who: { email: string; password: string }) {
  const response = await signIn(app, who.email, who.password);
  expect(response.statusCode, response.body).toBe(200);
  return { gallery_staff: staffCookieOf(response).value! };
}

async function auditActions(t: TestApp) {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'entity_id', 'detail'])
    .orderBy('id')
    .execute();
  return rows;
}

describe('back-office sessions', () => {
  let t: TestApp;
  let ownerId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    ownerId = (await createStaff(t.db, OWNER)).id;
    await createStaff(t.db, EDITOR);
  });
  afterAll(async () => t?.close());

  it('signs in with an httpOnly, SameSite=Strict cookie for /admin lasting 12 hours, and signs out', async () => {
    const response = await signIn(t.app, 'Owner@Gallery.test ', OWNER.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      result: {
        id: ownerId,
        email: OWNER.email,
        name: OWNER.name,
        role: 'owner',
      },
    });
    const { header, value } = staffCookieOf(response);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\/admin(;|$)/);
    expect(header).toMatch(/Max-Age=43200/);
    expect(header).not.toMatch(/Secure/i);
    expect(value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Only a hash of the token is stored.
    const stored = await t.db.selectFrom('staff_session').select(['token_hash', 'expires_at']).execute();
    expect(stored.map((s) => s.token_hash)).toContain(hashToken(value!));
    expect(stored.map((s) => s.token_hash)).not.toContain(value);

    const me = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/session',
      cookies: { gallery_staff: value! },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.email).toBe(OWNER.email);
    expect(me.headers['cache-control']).toBe('no-store');

    const out = await t.app.inject({
      method: 'DELETE',
      url: '/admin/api/manage/session',
      cookies: { gallery_staff: value! },
    });
    expect(out.statusCode).toBe(200);
    expect(staffCookieOf(out).header).toMatch(/gallery_staff=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);

    // The session ended on the server, not only in the browser.
    const again = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/session',
      cookies: { gallery_staff: value! },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      message: 'Please sign in to the back office.',
      errors: [],
    });
    // ... and the stale cookie is cleared.
    expect(staffCookieOf(again).header).toMatch(/gallery_staff=;/);

    const actions = (await auditActions(t)).filter((a) => a.staff_id === ownerId).map((a) => a.action);
    expect(actions).toEqual(['session.sign_in', 'session.sign_out']);
  });

  it('refuses a wrong password and an unknown address with the same 401 message', async () => {
    const wrong = await signIn(t.app, EDITOR.email, 'not-the-password', '10.1.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'Wrong e-mail or password.',
      errors: [],
    });
    expect(staffCookieOf(wrong).header).toBeUndefined();

    const unknown = await signIn(t.app, 'nobody@gallery.test', EDITOR.password, '10.1.0.1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());

    const failed = (await auditActions(t)).filter((a) => a.action === 'session.sign_in_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.detail).toContain(EDITOR.email);
    expect(failed[0]!.detail).toContain('10.1.0.1');
  });

  it('answers 400 naming the field for a malformed sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/api/manage/session',
      payload: { email: 'not-an-address', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('email');
  });

  it('a session expires after 12 hours', async () => {
    const cookies = await cookieFor(t.app, EDITOR);
    await t.db
      .updateTable('staff_session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(cookies.gallery_staff))
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/session',
      cookies,
    });
    expect(response.statusCode).toBe(401);
  });

  it('signing in again in the same browser ends the session it replaces', async () => {
    const first = await cookieFor(t.app, EDITOR);
    const second = await t.app.inject({
      method: 'POST',
      url: '/admin/api/manage/session',
      payload: { email: EDITOR.email, password: EDITOR.password },
      cookies: first,
    });
    expect(second.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/session',
      cookies: first,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/session',
      cookies: { gallery_staff: staffCookieOf(second).value! },
    });
    expect(fresh.statusCode).toBe(200);
  });
});

/** Each attempt costs a real scrypt (by design), so these take seconds on a busy machine. */
describe('sign-in rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await createStaff(t.db, OWNER);
    await createStaff(t.db, EDITOR);
  });
  afterAll(async () => t?.close());

  it(`locks an e-mail address after ${SIGN_IN_LIMIT_PER_EMAIL} failures, even for the right password, from any IP`, async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_EMAIL; i++) {
      const response = await signIn(t.app, OWNER.email, `wrong-password-${i}`, `10.2.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(t.app, OWNER.email.toUpperCase(), OWNER.password, '10.2.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please wait 1[45] minutes and try again\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(staffCookieOf(locked).header).toBeUndefined();

    // Another account from the same addresses is not locked.
    const other = await signIn(t.app, EDITOR.email, EDITOR.password, '10.2.0.1');
    expect(other.statusCode).toBe(200);
  }, 90_000);

  it(`limits one IP to ${SIGN_IN_LIMIT_PER_IP} failures, also when the guesses arrive at once`, async () => {
    const attempts = SIGN_IN_LIMIT_PER_IP + 4;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        signIn(t.app, `guess-${i}@gallery.test`, 'password-guess', '10.3.0.1'),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMIT_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);

    // Even the right password is refused from that IP now; other IPs are unaffected.
    expect((await signIn(t.app, EDITOR.email, EDITOR.password, '10.3.0.1')).statusCode).toBe(429);
    expect((await signIn(t.app, EDITOR.email, EDITOR.password, '10.3.0.2')).statusCode).toBe(200);
  }, 90_000);

  it('successful sign-ins do not use up the limit', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_EMAIL + 2; i++) {
      expect((await signIn(t.app, EDITOR.email, EDITOR.password, '10.4.0.1')).statusCode).toBe(200);
    }
  }, 90_000);
});

describe('access to /admin/api/manage', () => {
  let testDb: TestDb;
  let server: FastifyInstance;
  const manageRoutes: { method: string; url: string }[] = [];
  let owner: { gallery_staff: string };
  let editor: { gallery_staff: string };

  beforeAll(async () => {
    // The real app, with a hook that lists every back-office route (so new ones are covered too).
    testDb = await createTestDb();
    server = Fastify({ logger: false });
    server.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/admin/api/manage')) return;
      for (const method of ([] as string[]).concat(route.method)) {
        if (method !== 'HEAD')
          manageRoutes.push({
            method,
            url: route.url.replace(/:[a-z_]+/gi, '1'),
          });
      }
    });
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: testDb.dataDir,
    });
    await server.register(app, {
      env,
      dbHandle: testDb.handle,
      serveWeb: false,
    });
    await server.ready();
    await createStaff(testDb.db, OWNER);
    await createStaff(testDb.db, EDITOR);
    owner = await cookieFor(server, OWNER);
    editor = await cookieFor(server, EDITOR);
  });
  afterAll(async () => {
    await server?.close();
    await testDb?.close();
  });

  it('finds the back-office routes', () => {
    expect(manageRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /admin/api/manage/session',
        'GET /admin/api/manage/session',
        'DELETE /admin/api/manage/session',
        'GET /admin/api/manage/staff',
        'POST /admin/api/manage/staff',
        'DELETE /admin/api/manage/staff/1',
        'GET /admin/api/manage/audit',
      ]),
    );
  });

  it('answers 401 on every back-office endpoint without a staff session (except signing in)', async () => {
    for (const { method, url } of manageRoutes) {
      if (method === 'POST' && url === '/admin/api/manage/session') continue;
      const response = await server.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json(), `${method} ${url}`).toEqual({
        message: 'Please sign in to the back office.',
        errors: [],
      });
    }
  });

  it("never lets a customer's session in: not its cookie, not its bearer token, not in the staff cookie", async () => {
    const customer = await testDb.db
      .insertInto('customer')
      .values({
        email: OWNER.email,
        password_hash: 'x',
        first_name: 'A',
        last_name: 'B',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token, hash } = newToken();
    await testDb.db
      .insertInto('customer_session')
      .values({
        token_hash: hash,
        customer_id: customer.id,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      })
      .execute();
    for (const { method, url } of manageRoutes) {
      if (method === 'POST' && url === '/admin/api/manage/session') continue;
      const response = await server.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
        cookies: { gallery_session: token, gallery_staff: token },
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 when an editor calls an owner endpoint', async () => {
    const calls = [
      { method: 'GET', url: '/admin/api/manage/staff' },
      {
        method: 'POST',
        url: '/admin/api/manage/staff',
        payload: { ...EDITOR, email: 'x@gallery.test' },
      },
      { method: 'DELETE', url: '/admin/api/manage/staff/1' },
      { method: 'GET', url: '/admin/api/manage/audit' },
    ] as const;
    for (const call of calls) {
      const response = await server.inject({ ...call, cookies: editor });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().message).toBe('Only the gallery owner can do this.');
    }
    expect(
      await testDb.db.selectFrom('staff').select('email').where('email', '=', 'x@gallery.test').executeTakeFirst(),
    ).toBeUndefined();
    // An editor still has a working session.
    expect(
      (
        await server.inject({
          method: 'GET',
          url: '/admin/api/manage/session',
          cookies: editor,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets the owner in everywhere', async () => {
    for (const url of ['/admin/api/manage/session', '/admin/api/manage/staff', '/admin/api/manage/audit']) {
      expect((await server.inject({ method: 'GET', url, cookies: owner })).statusCode, url).toBe(200);
    }
  });
});

describe('staff management (owner)', () => {
  let t: TestApp;
  let ownerId: number;
  let owner: { gallery_staff: string };

  beforeAll(async () => {
    t = await buildTestApp();
    ownerId = (await createStaff(t.db, OWNER)).id;
    owner = await cookieFor(t.app, OWNER);
  });
  afterAll(async () => t?.close());

  it('adds, lists and removes staff, and writes each change to the audit log', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/api/manage/staff',
      cookies: owner,
      payload: {
        name: ' Layla Editor ',
        email: 'Layla@Gallery.test',
        role: 'editor',
        password: 'a-long-password',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const layla = created.json().result;
    expect(layla).toMatchObject({
      name: 'Layla Editor',
      email: 'layla@gallery.test',
      role: 'editor',
    });
    expect(created.body).not.toContain('password');

    // The new editor can sign in.
    const laylaCookies = await cookieFor(t.app, {
      email: 'layla@gallery.test',
      password: 'a-long-password',
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/staff',
      cookies: owner,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .result.map((s: { email: string }) => s.email)
        .sort(),
    ).toEqual(['layla@gallery.test', OWNER.email]);
    expect(list.body).not.toContain('password_hash');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/manage/staff/${layla.id}`,
      cookies: owner,
    });
    expect(removed.statusCode).toBe(200);
    // Her session ended with her account.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/admin/api/manage/session',
          cookies: laylaCookies,
        })
      ).statusCode,
    ).toBe(401);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/admin/api/manage/audit',
      cookies: owner,
    });
    const mine = audit.json().result.filter((e: { staff_id: number }) => e.staff_id === ownerId);
    expect(mine.map((e: { action: string }) => e.action).slice(0, 3)).toEqual([
      'staff.delete',
      'staff.create',
      'session.sign_in',
    ]);
    expect(mine[0]).toMatchObject({
      entity: 'staff',
      entity_id: String(layla.id),
      staff_name: OWNER.name,
      staff_email: OWNER.email,
    });
    expect(mine[0].detail).toContain('layla@gallery.test');
  });

  it('refuses a duplicate address (409), bad input (400), removing yourself (409) and an unknown account (404)', async () => {
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/admin/api/manage/staff',
      cookies: owner,
      payload: {
        name: 'Again',
        email: OWNER.email.toUpperCase(),
        role: 'owner',
        password: 'a-long-password',
      },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors[0].field).toBe('email');

    const short = await t.app.inject({
      method: 'POST',
      url: '/admin/api/manage/staff',
      cookies: owner,
      payload: {
        name: 'Short',
        email: 'short@gallery.test',
        role: 'editor',
        password: 'short',
      },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({
      field: 'password',
      message: 'must be at least 10 characters',
    });

    const badRole = await t.app.inject({
      method: 'POST',
      url: '/admin/api/manage/staff',
      cookies: owner,
      payload: {
        name: 'Root',
        email: 'root@gallery.test',
        role: 'admin',
        password: 'a-long-password',
      },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].field).toBe('role');

    const self = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/manage/staff/${ownerId}`,
      cookies: owner,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot remove your own account.');

    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/admin/api/manage/staff/99999',
      cookies: owner,
    });
    expect(missing.statusCode).toBe(404);

    const notANumber = await t.app.inject({
      method: 'DELETE',
      url: '/admin/api/manage/staff/abc',
      cookies: owner,
    });
    expect(notANumber.statusCode).toBe(400);

    const staff = await t.db.selectFrom('staff').select('email').execute();
    expect(staff.map((s) => s.email)).toEqual([OWNER.email]);
  });
});

describe('secure cookie behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://gallery.example.om' });
    await createStaff(t.db, OWNER);
  });
  afterAll(async () => t?.close());

  it('marks the staff cookie Secure when PUBLIC_URL is https', async () => {
    const response = await signIn(t.app, OWNER.email, OWNER.password);
    expect(response.statusCode).toBe(200);
    expect(staffCookieOf(response).header).toMatch(/; Secure/i);
  });
});
