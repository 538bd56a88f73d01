import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import app from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { hashToken, newToken, setHashingLimitsForTests } from '#server/lib/passwords.ts';
import { createTestDb, type TestApp, type TestDb } from '#tests/setup/test-app.ts';
import { signedInStaff } from '#tests/factories/staff.ts';
import { createStaff } from './staff.service.ts';
import {
  PASSWORD_CHECK_LIMIT,
  SIGN_IN_FREE_FAILURES_PER_EMAIL,
  SIGN_IN_LIMIT_PER_IP,
} from './staff-session.service.ts';

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
  const t = routeTest();
  let ownerId: number;

  beforeAll(async () => {
    ownerId = (await createStaff(t.db, OWNER)).id;
    await createStaff(t.db, EDITOR);
  });

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
  const t = routeTest();

  beforeAll(async () => {
    await createStaff(t.db, OWNER);
    await createStaff(t.db, EDITOR);
  });

  it('slows an e-mail address guessed from many IPs step by step, never locking out its owner, and tells them once', async () => {
    for (let i = 0; i < SIGN_IN_FREE_FAILURES_PER_EMAIL; i++) {
      const response = await signIn(t.app, OWNER.email, `wrong-password-${i}`, `10.2.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const alerts = () =>
      t.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('to_address', '=', OWNER.email)
        .where('subject', 'like', 'Failed attempts to sign in%')
        .execute();
    expect(await alerts()).toHaveLength(1);

    // As if the failures had come within the same moment (a busy machine takes longer than the first
    // step): the owner's next try, with the right password, waits a second, not the window.
    await t.db
      .updateTable('staff_sign_in_throttle')
      .set({ window_started_at: new Date().toISOString() })
      .where('key', '=', `email:${OWNER.email}`)
      .execute();
    const early = await signIn(t.app, OWNER.email.toUpperCase(), OWNER.password, '10.2.1.1');
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(
      'Too many failed sign-in attempts for this account. Please wait 1 second and try again.',
    );
    expect(Number(early.headers['retry-after'])).toBe(1);
    expect(staffCookieOf(early).header).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const owner = await signIn(t.app, OWNER.email, OWNER.password, '10.2.1.1');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(await alerts()).toHaveLength(1);

    // Another account from the same addresses signs in as usual.
    const other = await signIn(t.app, EDITOR.email, EDITOR.password, '10.2.0.1');
    expect(other.statusCode).toBe(200);
  }, 90_000);

  it(`limits one IP to ${SIGN_IN_LIMIT_PER_IP} failures, also when the guesses arrive at once`, async () => {
    const attempts = SIGN_IN_LIMIT_PER_IP + 4;
    // The race is on the address's count, so every guess gets a place in the hashing line, which
    // would otherwise turn most of them away with 503 before they are counted.
    setHashingLimitsForTests({ running: 2, waiting: attempts });
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        signIn(t.app, `guess-${i}@gallery.test`, 'password-guess', '10.3.0.1'),
      ),
    ).finally(() => setHashingLimitsForTests());
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMIT_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);

    // Even the right password is refused from that IP now; other IPs are unaffected.
    expect((await signIn(t.app, EDITOR.email, EDITOR.password, '10.3.0.1')).statusCode).toBe(429);
    expect((await signIn(t.app, EDITOR.email, EDITOR.password, '10.3.0.2')).statusCode).toBe(200);
  }, 90_000);

  it('successful sign-ins do not use up the limit', async () => {
    for (let i = 0; i < SIGN_IN_FREE_FAILURES_PER_EMAIL + 2; i++) {
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
        'PATCH /admin/api/manage/staff/1',
        'PUT /admin/api/manage/staff/1/password',
        'PUT /admin/api/manage/staff/me/password',
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
      { method: 'PATCH', url: '/admin/api/manage/staff/1', payload: { role: 'editor' } },
      { method: 'PUT', url: '/admin/api/manage/staff/1/password', payload: { password: 'a-long-password' } },
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

  /**
   * Every owner-only route of the back office, written out: a new route that an editor must not use
   * fails the test below until it has its guard and is added here; a guard on a route editors need
   * fails it too.
   */
  const OWNER_ONLY = [
    'GET /admin/api/manage/staff',
    'POST /admin/api/manage/staff',
    'PATCH /admin/api/manage/staff/1',
    'DELETE /admin/api/manage/staff/1',
    'PUT /admin/api/manage/staff/1/password',
    'GET /admin/api/manage/audit',
    'GET /admin/api/manage/outbox',
    'GET /admin/api/manage/outbox/1',
    'GET /admin/api/manage/settings',
    'PUT /admin/api/manage/settings',
    'GET /admin/api/manage/currencies',
    'POST /admin/api/manage/currencies',
    'PUT /admin/api/manage/currencies/1',
    'DELETE /admin/api/manage/currencies/1',
  ];

  it('refuses an editor exactly the owner-only routes of the route table, and lets the owner in on every route', async () => {
    const routes = manageRoutes
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => route !== 'POST /admin/api/manage/session')
      // Signing out ends the session the other calls use: last.
      .sort(
        (a, b) => Number(a === 'DELETE /admin/api/manage/session') - Number(b === 'DELETE /admin/api/manage/session'),
      );
    expect(routes.filter((route) => OWNER_ONLY.includes(route)).sort()).toEqual([...OWNER_ONLY].sort());

    for (const [who, cookies] of [
      ['editor', await cookieFor(server, EDITOR)],
      ['owner', await cookieFor(server, OWNER)],
    ] as const) {
      for (const route of routes) {
        const [method, url] = route.split(' ') as [string, string];
        const response = await server.inject({
          method: method as 'GET',
          url,
          cookies,
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        if (who === 'editor' && OWNER_ONLY.includes(route)) {
          expect(response.statusCode, `${who}: ${route}`).toBe(403);
          expect(response.json().message, `${who}: ${route}`).toBe('Only the gallery owner can do this.');
        } else {
          expect([401, 403], `${who}: ${route} answered ${response.statusCode} ${response.body}`).not.toContain(
            response.statusCode,
          );
        }
      }
    }
  }, 60_000);

  it('lets the owner in everywhere', async () => {
    for (const url of ['/admin/api/manage/session', '/admin/api/manage/staff', '/admin/api/manage/audit']) {
      expect((await server.inject({ method: 'GET', url, cookies: owner })).statusCode, url).toBe(200);
    }
  });
});

describe('staff management (owner)', () => {
  const t = routeTest();
  let ownerId: number;
  let owner: { gallery_staff: string };

  beforeAll(async () => {
    ownerId = (await createStaff(t.db, OWNER)).id;
    owner = await cookieFor(t.app, OWNER);
  });

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

describe('staff accounts: roles, disabling and passwords (owner)', () => {
  const t = routeTest();
  let owner: { gallery_staff: string };

  beforeAll(async () => {
    await createStaff(t.db, OWNER);
    owner = await cookieFor(t.app, OWNER);
  });

  const call = (method: 'GET' | 'PATCH' | 'PUT', url: string, cookies?: { gallery_staff: string }, payload?: object) =>
    t.app.inject({
      method,
      url: `/admin/api/manage${url}`,
      ...(cookies ? { cookies } : {}),
      ...(payload ? { payload } : {}),
    });
  const sessionOf = async (cookies: { gallery_staff: string }) => (await call('GET', '/session', cookies)).statusCode;
  const lastEntries = async (n: number) => (await auditActions(t)).slice(-n);

  it("changes a colleague's role both ways, and their next request has the new role", async () => {
    const colleague = await signedInStaff(t.db, 'editor', 'Layla Editor');
    expect((await call('GET', '/staff', colleague.cookies)).statusCode).toBe(403);

    const promoted = await call('PATCH', `/staff/${colleague.id}`, owner, { role: 'owner' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().result).toMatchObject({ id: colleague.id, role: 'owner', disabled_at: null });
    expect((await call('GET', '/staff', colleague.cookies)).statusCode).toBe(200);

    const demoted = await call('PATCH', `/staff/${colleague.id}`, owner, { role: 'editor' });
    expect(demoted.json().result.role).toBe('editor');
    expect((await call('GET', '/staff', colleague.cookies)).statusCode).toBe(403);

    expect(await lastEntries(2)).toEqual([
      expect.objectContaining({
        action: 'staff.role',
        entity_id: String(colleague.id),
        detail: `Layla Editor <${colleague.email}>: editor → owner`,
      }),
      expect.objectContaining({ action: 'staff.role', detail: `Layla Editor <${colleague.email}>: owner → editor` }),
    ]);
  });

  it('disables an account: its sessions end at once and it cannot sign in until enabled again', async () => {
    const who = {
      email: 'disabled@gallery.test',
      password: 'disabled-password-1',
      name: 'Dana',
      role: 'editor' as const,
    };
    const { id } = await createStaff(t.db, who);
    const first = await cookieFor(t.app, who);
    const second = await cookieFor(t.app, who);

    const disabled = await call('PATCH', `/staff/${id}`, owner, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().result.disabled_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await sessionOf(first)).toBe(401);
    expect(await sessionOf(second)).toBe(401);
    const refused = await signIn(t.app, who.email, who.password, '10.5.0.1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(
      'This staff account has been disabled. Ask the gallery owner to enable it again.',
    );
    expect(staffCookieOf(refused).header).toBeUndefined();
    // A wrong password still answers as for any account: the state is only told to whoever knows the password.
    expect((await signIn(t.app, who.email, 'not-the-password', '10.5.0.1')).json().message).toBe(
      'Wrong e-mail or password.',
    );

    const listed = (await call('GET', '/staff', owner)).json().result.find((s: { id: number }) => s.id === id);
    expect(listed.disabled_at).toBe(disabled.json().result.disabled_at);

    const enabled = await call('PATCH', `/staff/${id}`, owner, { disabled: false });
    expect(enabled.json().result.disabled_at).toBeNull();
    expect((await signIn(t.app, who.email, who.password, '10.5.0.2')).statusCode).toBe(200);

    const actions = (await auditActions(t)).filter((a) => a.entity_id === String(id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.disable', 'session.sign_in_refused', 'staff.enable']));
    expect(actions.indexOf('staff.disable')).toBeLessThan(actions.indexOf('staff.enable'));
  }, 60_000);

  it('sets a new password for a colleague and ends their sessions', async () => {
    const who = {
      email: 'forgot@gallery.test',
      password: 'forgotten-password-1',
      name: 'Faris',
      role: 'editor' as const,
    };
    const { id } = await createStaff(t.db, who);
    const session = await cookieFor(t.app, who);

    const short = await call('PUT', `/staff/${id}/password`, owner, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({ field: 'password', message: 'must be at least 10 characters' });
    expect(await sessionOf(session)).toBe(200);

    const set = await call('PUT', `/staff/${id}/password`, owner, { password: 'a-brand-new-password' });
    expect(set.statusCode, set.body).toBe(200);
    expect(await sessionOf(session)).toBe(401);
    expect((await signIn(t.app, who.email, who.password, '10.6.0.1')).statusCode).toBe(401);
    expect((await signIn(t.app, who.email, 'a-brand-new-password', '10.6.0.1')).statusCode).toBe(200);

    const entry = (await auditActions(t)).find((a) => a.action === 'staff.password_set');
    expect(entry).toMatchObject({ entity_id: String(id) });
    expect(entry!.detail).toContain(who.email);
    expect(entry!.detail).not.toContain('a-brand-new-password');

    expect((await call('PUT', '/staff/99999/password', owner, { password: 'a-brand-new-password' })).statusCode).toBe(
      404,
    );
  }, 60_000);

  it('refuses your own account, unknown accounts and bad input, naming the field', async () => {
    const me = (await call('GET', '/session', owner)).json().result.id;
    for (const [body, message] of [
      [{ role: 'editor' }, 'You cannot change your own role.'],
      [{ disabled: true }, 'You cannot disable your own account.'],
    ] as const) {
      const self = await call('PATCH', `/staff/${me}`, owner, body);
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ message, errors: [{ field: 'id', message: 'is your own account' }] });
    }
    const ownPassword = await call('PUT', `/staff/${me}/password`, owner, { password: 'a-brand-new-password' });
    expect(ownPassword.statusCode).toBe(409);
    expect(ownPassword.json().errors[0].field).toBe('id');
    expect((await call('GET', '/staff', owner)).json().result.find((s: { id: number }) => s.id === me)).toMatchObject({
      role: 'owner',
      disabled_at: null,
    });

    expect((await call('PATCH', '/staff/99999', owner, { role: 'editor' })).statusCode).toBe(404);
    for (const [body, field] of [
      [{}, 'role'],
      [{ role: 'admin' }, 'role'],
      [{ disabled: 'yes' }, 'disabled'],
      [{ role: 'editor', name: 'x' }, ''],
    ] as const) {
      const bad = await call('PATCH', `/staff/${me}`, owner, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(bad.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
  });

  it('answers 403 to an editor and 401 without a session on every account change', async () => {
    const editor = await signedInStaff(t.db, 'editor');
    const target = await signedInStaff(t.db, 'editor');
    const before = await t.db
      .selectFrom('staff')
      .select(['role', 'disabled_at', 'password_hash'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    for (const [method, url, body] of [
      ['PATCH', `/staff/${target.id}`, { role: 'owner' }],
      ['PATCH', `/staff/${target.id}`, { disabled: true }],
      ['PUT', `/staff/${target.id}/password`, { password: 'a-brand-new-password' }],
    ] as const) {
      const asEditor = await call(method, url, editor.cookies, body);
      expect(asEditor.statusCode, `${method} ${url}`).toBe(403);
      expect(asEditor.json().message).toBe('Only the gallery owner can do this.');
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(
      (await call('PUT', '/staff/me/password', undefined, { current_password: 'x', password: 'a-brand-new-password' }))
        .statusCode,
    ).toBe(401);
    expect(
      await t.db
        .selectFrom('staff')
        .select(['role', 'disabled_at', 'password_hash'])
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await sessionOf(target.cookies)).toBe(200);
  });
});

describe('changing your own password (any staff member)', () => {
  const t = routeTest();
  const who = {
    email: 'self@gallery.test',
    password: 'my-own-password-1',
    name: 'Salma Editor',
    role: 'editor' as const,
  };
  let staffId: number;

  beforeAll(async () => {
    staffId = (await createStaff(t.db, who)).id;
  });

  const change = (cookies: { gallery_staff: string }, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/admin/api/manage/staff/me/password', cookies, payload });

  it('needs the current password, keeps this session and ends the others', async () => {
    const here = await cookieFor(t.app, who);
    const elsewhere = await cookieFor(t.app, who);

    const wrong = await change(here, { current_password: 'not-my-password', password: 'my-next-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'current_password', message: 'is not your current password' }]);
    const short = await change(here, { current_password: who.password, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({ field: 'password', message: 'must be at least 10 characters' });
    const missing = await change(here, { password: 'my-next-password-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('current_password');

    const changed = await change(here, { current_password: who.password, password: 'my-next-password-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    const session = (cookies: { gallery_staff: string }) =>
      t.app.inject({ method: 'GET', url: '/admin/api/manage/session', cookies });
    expect((await session(here)).statusCode).toBe(200);
    expect((await session(elsewhere)).statusCode).toBe(401);
    expect((await signIn(t.app, who.email, who.password, '10.7.0.1')).statusCode).toBe(401);
    expect((await signIn(t.app, who.email, 'my-next-password-1', '10.7.0.1')).statusCode).toBe(200);

    const entries = (await auditActions(t)).filter((a) => a.action === 'staff.password_change');
    expect(entries).toEqual([expect.objectContaining({ staff_id: staffId, entity_id: String(staffId) })]);
    expect(entries[0]!.detail).not.toContain('my-next-password-1');
  }, 60_000);

  it('an owner changes theirs the same way', async () => {
    await createStaff(t.db, OWNER);
    const cookies = await cookieFor(t.app, OWNER);
    const changed = await change(cookies, { current_password: OWNER.password, password: 'owner-next-password' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn(t.app, OWNER.email, 'owner-next-password', '10.7.0.2')).statusCode).toBe(200);
  }, 60_000);

  it(`refuses more than ${PASSWORD_CHECK_LIMIT} wrong current passwords with 429`, async () => {
    const other = { email: 'guess@gallery.test', password: 'guess-password-1', name: 'Guess', role: 'editor' as const };
    await createStaff(t.db, other);
    const cookies = await cookieFor(t.app, other);
    for (let i = 0; i < PASSWORD_CHECK_LIMIT; i++) {
      expect(
        (await change(cookies, { current_password: `wrong-${i}`, password: 'guess-next-password' })).statusCode,
      ).toBe(400);
    }
    const locked = await change(cookies, { current_password: other.password, password: 'guess-next-password' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t.app, other.email, other.password, '10.7.0.3')).statusCode).toBe(200);
  }, 90_000);
});

describe('the gallery keeps an active owner', () => {
  const t = routeTest();

  const activeOwners = async () =>
    (await t.db.selectFrom('staff').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).execute())
      .length;

  for (const body of [{ role: 'editor' }, { disabled: true }] as const) {
    it(`two owners changing each other at once (${JSON.stringify(body)}) leave one active owner`, async () => {
      // Only these two are owners.
      await t.db.updateTable('staff').set({ role: 'editor' }).execute();
      const a = await signedInStaff(t.db, 'owner');
      const b = await signedInStaff(t.db, 'owner');
      const [ab, ba] = await Promise.all([
        t.app.inject({ method: 'PATCH', url: `/admin/api/manage/staff/${b.id}`, cookies: a.cookies, payload: body }),
        t.app.inject({ method: 'PATCH', url: `/admin/api/manage/staff/${a.id}`, cookies: b.cookies, payload: body }),
      ]);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await activeOwners()).toBe(1);
    });
  }
});

describe('secure cookie behind HTTPS', () => {
  const t = routeTest({ PUBLIC_URL: 'https://gallery.example.om' });
  beforeAll(async () => {
    await createStaff(t.db, OWNER);
  });

  it('marks the staff cookie Secure when PUBLIC_URL is https', async () => {
    const response = await signIn(t.app, OWNER.email, OWNER.password);
    expect(response.statusCode).toBe(200);
    expect(staffCookieOf(response).header).toMatch(/; Secure/i);
  });
});
