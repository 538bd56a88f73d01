import { describe, expect, it } from 'vitest';
import { expectRefusal } from '#tests/factories/http.ts';
import { addressAnswer, addressListAnswer, loginAnswer, meAnswer, updateProfileAnswer } from '#shared/api/accounts.ts';
import { messageBody } from '#shared/api/common.ts';
import { buildTestApp } from '#tests/setup/test-app.ts';
import { routeTest } from '#tests/factories/manage-route.ts';
import { freshIp, insertCustomer, json, loginToken, TEST_PASSWORD } from '#tests/factories/commerce.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { FORGOT_PASSWORD_MESSAGE, passwordProblem, REGISTERED_MESSAGE } from './accounts.service.ts';
import { hashesDone, setHashingLimitsForTests } from '../../lib/passwords.ts';

/** For tests that run five or more real scrypt hashes (N=2^17, by design): seconds each on a busy machine. */
const MANY_HASHES_TIMEOUT = 90_000;

const t = routeTest({ PUBLIC_URL: 'http://gallery.test' });

const post = (url: string, body?: unknown, token?: string) =>
  json(t.app, 'POST', `/admin/api${url}`, body, token, freshIp());
const get = (url: string, token?: string) => json(t.app, 'GET', `/admin/api${url}`, undefined, token, freshIp());

const registration = (email: string, password = TEST_PASSWORD) => ({
  first_name: 'Maryam',
  last_name: 'Al Zadjali',
  email,
  password,
  phone: '+968 9988 7766',
});

describe('password rules', () => {
  it('keeps 1,000 common passwords of 8 characters or more', () => {
    expect(COMMON_PASSWORDS.size).toBe(1000);
    for (const p of ['password', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine'])
      expect(COMMON_PASSWORDS.has(p)).toBe(true);
    for (const p of COMMON_PASSWORDS) expect(p.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses common passwords, the e-mail address and one repeated character', () => {
    expect(passwordProblem('Password', 'a@b.om')).toMatch(/common/);
    expect(passwordProblem('maryam@example.om', 'maryam@example.om')).toMatch(/e-mail/);
    expect(passwordProblem('aaaaaaaaaa', 'a@b.om')).toMatch(/repeat/);
    expect(passwordProblem('Frankincense-Trail-42', 'a@b.om')).toBeNull();
  });
});

describe('POST /user/register', () => {
  it('creates an account and answers the same, in the same work, when the address already has one', async () => {
    const outboxFor = (to: string) =>
      t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
    const before = hashesDone();
    const res = await post('/user/register', registration('Maryam.Reg@Example.om'));
    expect(res.statusCode, res.body).toBe(200);
    expect(messageBody.parse(res.json()).message).toBe(REGISTERED_MESSAGE);
    expect(hashesDone() - before).toBe(1);
    const row = await t.db
      .selectFrom('customer')
      .selectAll()
      .where('email', '=', 'maryam.reg@example.om')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(TEST_PASSWORD);
    expect((await outboxFor('maryam.reg@example.om')).map((m) => m.subject)).toEqual([
      'Welcome to Bait Al Fann Gallery',
    ]);

    // The same address in another case: the same answer, a hash spent all the same, nothing changed
    // in the account, and only its owner's mailbox learns that it was known.
    const between = hashesDone();
    const again = await post('/user/register', { ...registration('maryam.reg@example.OM'), first_name: 'Intruder' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(res.body);
    expect(hashesDone() - between).toBe(1);
    const after = await t.db.selectFrom('customer').selectAll().where('email', '=', 'maryam.reg@example.om').execute();
    expect(after).toEqual([row]);
    const mails = await outboxFor('maryam.reg@example.om');
    expect(mails.map((m) => m.subject)).toEqual([
      'Welcome to Bait Al Fann Gallery',
      'You already have a Bait Al Fann account',
    ]);
    expect(mails[1]!.text).toContain('Dear Maryam,');
    expect(mails[1]!.text).toContain('http://gallery.test/login-register');
  });

  it('refuses weak passwords and bad input', async () => {
    expectRefusal(await post('/user/register', registration('weak1@example.om', 'short')), 400, 'password');
    expectRefusal(await post('/user/register', registration('weak2@example.om', 'password1')), 400, 'password');
    expectRefusal(await post('/user/register', registration('weak3@example.om', 'weak3@example.om')), 400, 'password');
    expectRefusal(
      await post('/user/register', { ...registration('x@example.om'), email: 'not-an-email' }),
      400,
      'email',
    );
    expectRefusal(
      await post('/user/register', { ...registration('y@example.om'), first_name: '   ' }),
      400,
      'first_name',
    );
    expectRefusal(await post('/user/register', { ...registration('z@example.om'), is_admin: true }), 400);
    expectRefusal(
      await post('/user/register', { ...registration('w@example.om'), password: 12345678 }),
      400,
      'password',
    );
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/admin/api/user/register',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    const count = await t.db
      .selectFrom('customer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', 'weak%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('phone numbers of an account', () => {
  const notPhones = [
    'not a phone!',
    'call me maybe!!',
    '<script>alert(1)</script>',
    '+968',
    '9'.repeat(31),
    96891234567,
  ];
  const phoneOf = async (email: string) =>
    (await t.db.selectFrom('customer').select('phone').where('email', '=', email).executeTakeFirst())?.phone;

  it('are refused on registering, in the checkout words, creating no account', async () => {
    for (const [n, phone] of notPhones.entries()) {
      const email = `badphone${n}@example.om`;
      const body = expectRefusal(await post('/user/register', { ...registration(email), phone }), 400, 'phone');
      if (typeof phone === 'string')
        expect(body.errors).toContainEqual({
          field: 'phone',
          message: 'must be a phone number such as +968 9123 4567',
        });
      expect(await phoneOf(email)).toBeUndefined();
    }
  });

  it(
    'are kept as written on registering, and an empty or missing one means none',
    async () => {
      for (const [email, phone, kept] of [
        ['phone1@example.om', ' +968 9123 4567 ', '+968 9123 4567'],
        ['phone2@example.om', '', null],
        ['phone3@example.om', undefined, null],
      ] as const) {
        const res = await post('/user/register', { ...registration(email), phone });
        expect(res.statusCode, res.body).toBe(200);
        expect(await phoneOf(email)).toBe(kept);
      }
    },
    MANY_HASHES_TIMEOUT,
  );

  it('are refused in the profile, keeping the saved profile, and can be changed or cleared', async () => {
    const customer = await insertCustomer(t.db, { email: 'alice.phone@example.om' });
    const token = await loginToken(t.app, customer.email);
    const profile = { first_name: 'Alice', last_name: 'A', email: customer.email };
    const saved = await post('/user/updateProfile', { ...profile, phone: '+968 9988 7766' }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(updateProfileAnswer.parse(saved.json())[0]!.result.phone).toBe('+968 9988 7766');

    for (const phone of notPhones) {
      const body = expectRefusal(
        await post('/user/updateProfile', { ...profile, first_name: 'Changed', phone }, token),
        400,
        'phone',
      );
      if (typeof phone === 'string')
        expect(body.errors).toContainEqual({
          field: 'phone',
          message: 'must be a phone number such as +968 9123 4567',
        });
    }
    expect(meAnswer.parse((await get('/user/me', token)).json()).result).toMatchObject({
      first_name: 'Alice',
      phone: '+968 9988 7766',
    });

    const cleared = await post('/user/updateProfile', { ...profile, phone: '  ' }, token);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(updateProfileAnswer.parse(cleared.json())[0]!.result.phone).toBeNull();
    expect(await phoneOf(customer.email)).toBeNull();
  });
});

describe('login, session and logout', () => {
  it('sets an httpOnly SameSite=Lax cookie, answers user_token, and makes a new token each time', async () => {
    const customer = await insertCustomer(t.db, { email: 'login1@example.om' });
    const res = await post('/user/login', { email: 'LOGIN1@example.om', password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const answer = loginAnswer.parse(res.json());
    expect(answer.result).toMatchObject({ id: customer.id, email: 'login1@example.om', first_name: 'Salim' });
    expect(answer.result.user_token.length).toBeGreaterThanOrEqual(40);
    expect(res.body).not.toContain('password_hash');

    const cookie = res.cookies.find((c) => c.name === 'gallery_session')!;
    expect(cookie.value).toBe(answer.result.user_token);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/admin/api');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(30 * 24 * 3600);

    // Only the token's hash is stored.
    const sessions = await t.db
      .selectFrom('customer_session')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(answer.result.user_token);

    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/admin/api/user/me',
      cookies: { gallery_session: cookie.value },
    });
    expect(meAnswer.parse(viaCookie.json()).result.id).toBe(customer.id);
    const viaBearer = await get('/user/me', answer.result.user_token);
    expect(meAnswer.parse(viaBearer.json()).result.email).toBe('login1@example.om');

    const second = await loginToken(t.app, 'login1@example.om');
    expect(second).not.toBe(answer.result.user_token);
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://baitalfann.om' });
    try {
      await insertCustomer(secure.db, { email: 'secure@example.om' });
      const res = await json(secure.app, 'POST', '/admin/api/user/login', {
        email: 'secure@example.om',
        password: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'gallery_session')!.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('answers the same 401 for a wrong password and an unknown account, spending the hash either way', async () => {
    await insertCustomer(t.db, { email: 'login2@example.om' });
    const time = async (body: unknown) => {
      const started = performance.now();
      const res = await post('/user/login', body);
      return { res, ms: performance.now() - started };
    };
    const wrong = await time({ email: 'login2@example.om', password: 'not-the-password' });
    const unknown = await time({ email: 'nobody-here@example.om', password: 'not-the-password' });
    expect(expectRefusal(wrong.res, 401).message).toBe('Wrong e-mail or password.');
    expect(expectRefusal(unknown.res, 401).message).toBe('Wrong e-mail or password.');
    // scrypt takes tens of milliseconds at least; an unknown account must not answer at once.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
  });

  it('ends the session on logout and clears the cookie', async () => {
    await insertCustomer(t.db, { email: 'logout@example.om' });
    const token = await loginToken(t.app, 'logout@example.om');
    const res = await post('/user/logout', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(messageBody.parse(res.json())).toEqual({ message: 'You have successfully logged out.' });
    const cleared = res.cookies.find((c) => c.name === 'gallery_session')!;
    expect(cleared.value).toBe('');
    expectRefusal(await get('/user/me', token), 401);
    // Logging out without a session is harmless.
    expect((await post('/user/logout')).statusCode).toBe(200);
  });

  it('refuses visitors and unknown or expired tokens with 401', async () => {
    expectRefusal(await get('/user/me'), 401);
    expectRefusal(await get('/user/me', 'x'.repeat(43)), 401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/api/user/me',
      headers: { authorization: 'Basic abc' },
    });
    expectRefusal(res, 401);
    const customer = await insertCustomer(t.db, { email: 'expired@example.om' });
    const token = await loginToken(t.app, customer.email);
    await t.db
      .updateTable('customer_session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', customer.id)
      .execute();
    expectRefusal(await get('/user/me', token), 401);
    // A visitor is refused before the body is even looked at.
    expectRefusal(await post('/user/updateProfile', { nonsense: true }), 401);
  });
});

describe('rate limits', () => {
  it('limits logins per IP address', async () => {
    const ip = '192.0.2.10';
    const attempt = () => json(t.app, 'POST', '/admin/api/user/login', { email: 'flood@example.om' }, undefined, ip);
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = expectRefusal(await attempt(), 429);
    expect(limited.message).toMatch(/Too many requests/);
    // Another address is not affected.
    expect(
      (await json(t.app, 'POST', '/admin/api/user/login', { email: 'flood@example.om' }, undefined, '192.0.2.11'))
        .statusCode,
    ).toBe(400);
  });

  it('limits register, forgot and reset per IP address', async () => {
    for (const url of ['/user/register', '/user/forgotPassword', '/user/resetPassword']) {
      const ip = `198.51.100.${url.length}`;
      for (let i = 0; i < 10; i++) await json(t.app, 'POST', `/admin/api${url}`, {}, undefined, ip);
      expectRefusal(await json(t.app, 'POST', `/admin/api${url}`, {}, undefined, ip), 429);
    }
  });

  it(
    'slows an account guessed from many addresses step by step, never locking out its owner, and tells the owner once',
    async () => {
      const target = await insertCustomer(t.db, { email: 'target@example.om', first_name: 'Aisha' });
      // Five wrong passwords, each from another address (post() uses a fresh one each time).
      for (let i = 0; i < 5; i++)
        expectRefusal(await post('/user/login', { email: 'target@example.om', password: `guess-${i}-xyz` }), 401);
      const alerts = () =>
        t.db
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', target.email)
          .where('subject', 'like', 'Failed attempts%')
          .execute();
      expect(await alerts()).toHaveLength(1);

      // As if the five had come within the same moment (on a busy machine they take longer than the
      // first step): the next attempt, even the owner's with the right password, waits a second, not
      // 15 minutes. The steps that follow are AccountSlowdown's (attempt-throttle.test.ts).
      await t.db
        .updateTable('customer_sign_in_throttle')
        .set({ window_started_at: new Date().toISOString() })
        .where('key', '=', 'login:target@example.om')
        .execute();
      const early = await post('/user/login', { email: 'target@example.om', password: TEST_PASSWORD });
      const slowed = expectRefusal(early, 429);
      expect(slowed.message).toMatch(/Too many failed attempts for this account. Try again in 1 second/);
      expect(Number(early.headers['retry-after'])).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const owner = await post('/user/login', { email: 'target@example.om', password: TEST_PASSWORD });
      expect(owner.statusCode, owner.body).toBe(200);
      expect(await alerts()).toHaveLength(1);
      // Other accounts log in as usual throughout.
      await insertCustomer(t.db, { email: 'neighbour@example.om' });
      expect((await post('/user/login', { email: 'neighbour@example.om', password: TEST_PASSWORD })).statusCode).toBe(
        200,
      );
    },
    MANY_HASHES_TIMEOUT,
  );

  it(
    'slows an address after 8 failed logins to any accounts, and only that address',
    async () => {
      const ip = '203.0.113.77';
      const customers = await Promise.all([1, 2, 3].map(() => insertCustomer(t.db)));
      for (let i = 0; i < 8; i++) {
        const who = customers[i % 3]!.email;
        const res = await json(
          t.app,
          'POST',
          '/admin/api/user/login',
          { email: who, password: `wrong-${i}-x` },
          undefined,
          ip,
        );
        expectRefusal(res, 401);
      }
      const blocked = await json(
        t.app,
        'POST',
        '/admin/api/user/login',
        { email: customers[0]!.email, password: TEST_PASSWORD },
        undefined,
        ip,
      );
      expect(expectRefusal(blocked, 429).message).toMatch(/Too many failed logins from your network/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
      // The owner, from anywhere else, logs in.
      expect((await post('/user/login', { email: customers[0]!.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    },
    MANY_HASHES_TIMEOUT,
  );

  it('refuses a sign-in with 503 and Retry-After when the hashing line is full, spending nothing', async () => {
    const customer = await insertCustomer(t.db);
    setHashingLimitsForTests({ running: 0, waiting: 0 });
    try {
      const res = await post('/user/login', { email: customer.email, password: TEST_PASSWORD });
      expect(expectRefusal(res, 503).message).toMatch(/try again in a moment/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      setHashingLimitsForTests();
    }
    expect((await post('/user/login', { email: customer.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('forgotten password', () => {
  const outboxFor = (to: string) =>
    t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

  it('answers the same for known and unknown addresses and mails a single-use link only to the known one', async () => {
    const customer = await insertCustomer(t.db, { email: 'forgetful@example.om' });
    const known = await post('/user/forgotPassword', { email: 'Forgetful@example.om' });
    const unknown = await post('/user/forgotPassword', { email: 'stranger@example.om' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(messageBody.parse(known.json()).message).toBe(FORGOT_PASSWORD_MESSAGE);
    expect(await outboxFor('stranger@example.om')).toEqual([]);

    const [mail] = await outboxFor(customer.email);
    expect(mail!.status).toBe('stored');
    const link = /http:\/\/gallery\.test\/login-register\?reset=([A-Za-z0-9_-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    expect(mail!.html).toContain(`/login-register?reset=${link![1]}`);
    const token = link![1]!;
    const stored = await t.db.selectFrom('password_reset').selectAll().where('customer_id', '=', customer.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);
    expect(Date.parse(stored[0]!.expires_at) - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const session = await loginToken(t.app, customer.email);
    expectRefusal(await post('/user/resetPassword', { token, password: 'qwertyuiop' }), 400, 'password');
    const reset = await post('/user/resetPassword', { token, password: 'Nizwa-Fort-1650' });
    expect(reset.statusCode, reset.body).toBe(200);
    expectRefusal(await get('/user/me', session), 401);
    expect((await post('/user/login', { email: customer.email, password: 'Nizwa-Fort-1650' })).statusCode).toBe(200);
    // Single use.
    expectRefusal(await post('/user/resetPassword', { token, password: 'Another-Pass-77' }), 400, 'token');
  });

  it('sends at most three reset links per hour to one account, answering the same', async () => {
    const customer = await insertCustomer(t.db, { email: 'flooded@example.om' });
    for (let i = 0; i < 5; i++) {
      const res = await post('/user/forgotPassword', { email: customer.email });
      expect(messageBody.parse(res.json()).message).toBe(FORGOT_PASSWORD_MESSAGE);
    }
    expect(await outboxFor(customer.email)).toHaveLength(3);
  });

  it('refuses expired, replaced and made-up tokens', async () => {
    const customer = await insertCustomer(t.db, { email: 'forgetful2@example.om' });
    await post('/user/forgotPassword', { email: customer.email });
    await post('/user/forgotPassword', { email: customer.email });
    const mails = await outboxFor(customer.email);
    expect(mails).toHaveLength(2);
    const tokenOf = (text: string) => /reset=([A-Za-z0-9_-]+)/.exec(text)![1]!;
    expectRefusal(
      await post('/user/resetPassword', { token: tokenOf(mails[0]!.text), password: 'Nizwa-Fort-1650' }),
      400,
      'token',
    );
    await t.db
      .updateTable('password_reset')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('customer_id', '=', customer.id)
      .execute();
    expectRefusal(
      await post('/user/resetPassword', { token: tokenOf(mails[1]!.text), password: 'Nizwa-Fort-1650' }),
      400,
      'token',
    );
    expectRefusal(
      await post('/user/resetPassword', { token: 'A'.repeat(43), password: 'Nizwa-Fort-1650' }),
      400,
      'token',
    );
    expectRefusal(
      await post('/user/resetPassword', { token: "'; drop table customer; --", password: 'Nizwa-Fort-1650' }),
      400,
      'token',
    );
  });
});

describe('addresses', () => {
  const omani = {
    label: 'Home',
    full_name: 'Salim Al Harthy',
    phone: '+968 9123 4567',
    country: 'om',
    governorate: 'Muscat',
    wilayat: 'Seeb',
    city: 'Al Mawaleh',
    line1: 'Way 5421, House 7',
    postal_code: '121',
  };

  it('lets a customer keep addresses, with one default, and nobody else touch them', async () => {
    const owner = await insertCustomer(t.db, { email: 'addr-owner@example.om' });
    const other = await insertCustomer(t.db, { email: 'addr-other@example.om' });
    const token = await loginToken(t.app, owner.email);
    const otherToken = await loginToken(t.app, other.email);

    expectRefusal(await get('/user/addresses'), 401);
    const first = addressAnswer.parse((await post('/user/addresses', omani, token)).json()).result;
    expect(first).toMatchObject({ country: 'OM', is_default: true, line2: null, label: 'Home' });
    const second = addressAnswer.parse(
      (
        await post(
          '/user/addresses',
          {
            ...omani,
            label: 'Office',
            country: 'AE',
            governorate: undefined,
            wilayat: undefined,
            city: 'Dubai',
            is_default: true,
          },
          token,
        )
      ).json(),
    ).result;
    expect(second.is_default).toBe(true);
    let all = addressListAnswer.parse((await get('/user/addresses', token)).json()).result;
    expect(all.map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const put = await json(
      t.app,
      'PUT',
      `/admin/api/user/addresses/${first.id}`,
      { ...omani, line1: 'Way 1, House 1' },
      token,
    );
    expect(addressAnswer.parse(put.json()).result.line1).toBe('Way 1, House 1');

    // Someone else's address is answered like a missing one.
    expectRefusal(await json(t.app, 'PUT', `/admin/api/user/addresses/${first.id}`, omani, otherToken), 404);
    expectRefusal(await json(t.app, 'DELETE', `/admin/api/user/addresses/${first.id}`, undefined, otherToken), 404);
    expect(addressListAnswer.parse((await get('/user/addresses', otherToken)).json()).result).toEqual([]);

    const del = await json(t.app, 'DELETE', `/admin/api/user/addresses/${second.id}`, undefined, token);
    expect(del.statusCode).toBe(200);
    all = addressListAnswer.parse((await get('/user/addresses', token)).json()).result;
    expect(all.map((a) => [a.id, a.is_default])).toEqual([[first.id, true]]);
    expectRefusal(await json(t.app, 'DELETE', `/admin/api/user/addresses/${second.id}`, undefined, token), 404);
  });

  it('refuses bad addresses and ids', async () => {
    const owner = await insertCustomer(t.db, { email: 'addr-bad@example.om' });
    const token = await loginToken(t.app, owner.email);
    expectRefusal(await post('/user/addresses', { ...omani, country: 'Oman' }, token), 400, 'country');
    expectRefusal(await post('/user/addresses', { ...omani, country: 'XX' }, token), 400, 'country');
    expectRefusal(await post('/user/addresses', { ...omani, line1: '' }, token), 400, 'line1');
    expectRefusal(await post('/user/addresses', { ...omani, phone: 'call me' }, token), 400, 'phone');
    expectRefusal(await post('/user/addresses', { ...omani, customer_id: 1 }, token), 400);
    expectRefusal(await json(t.app, 'PUT', '/admin/api/user/addresses/abc', omani, token), 400, 'id');
    expectRefusal(await json(t.app, 'PUT', '/admin/api/user/addresses/-1', omani, token), 400, 'id');
    expectRefusal(await json(t.app, 'DELETE', '/admin/api/user/addresses/99999999999999', undefined, token), 400, 'id');
    expectRefusal(await json(t.app, 'PUT', '/admin/api/user/addresses/424242', omani, token), 404);
  });
});

describe('account mails in the collector’s language', () => {
  const outboxFor = (to: string) =>
    t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
  const postIn = (language: string, url: string, body: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/api${url}`,
      payload: body as object,
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: freshIp(),
    });

  it(
    'welcomes in Arabic, right to left, and tells of a second registration in French, each with a text part',
    async () => {
      expect((await postIn('ar', '/user/register', registration('noor.ar@example.om'))).statusCode).toBe(200);
      expect((await postIn('fr-FR,fr;q=0.9', '/user/register', registration('noor.ar@example.om'))).statusCode).toBe(
        200,
      );
      const [welcome, again] = await outboxFor('noor.ar@example.om');
      expect(welcome!.subject).toBe('مرحبًا بك في معرض بيت الفن');
      expect(welcome!.html).toContain('<html lang="ar" dir="rtl">');
      expect(welcome!.html).toContain('معرض بيت الفن');
      expect(welcome!.html).toContain('href="http://gallery.test/login-register"');
      expect(welcome!.text).toContain('عزيزنا Maryam،');
      expect(welcome!.text).toContain('حسابك في معرض بيت الفن جاهز');
      expect(welcome!.text).toContain('http://gallery.test/login-register');
      expect(welcome!.text).not.toMatch(/Dear|Welcome/);

      expect(again!.subject).toBe('Vous avez déjà un compte Bait Al Fann');
      expect(again!.html).toContain('<html lang="fr" dir="ltr">');
      expect(again!.text).toContain('Bonjour Maryam,');
      expect(again!.text).toContain('http://gallery.test/login-register');
    },
    MANY_HASHES_TIMEOUT,
  );

  it(
    'tells of a changed password in German, and of a reset one in Arabic, after a French reset link',
    async () => {
      const customer = await insertCustomer(t.db, { email: 'karl.de@example.om', first_name: 'Karl' });
      const token = await loginToken(t.app, customer.email);
      const changed = await postIn(
        'de',
        '/user/updatePassword',
        { current_password: TEST_PASSWORD, new_password: 'Jabal-Akhdar-3009' },
        token,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const [changedMail] = await outboxFor(customer.email);
      expect(changedMail!.subject).toBe('Ihr Passwort bei Bait Al Fann wurde geändert');
      expect(changedMail!.html).toContain('<html lang="de" dir="ltr">');
      expect(changedMail!.text).toContain('Guten Tag Karl,');
      expect(changedMail!.text).toContain('„Passwort vergessen?“');

      expect((await postIn('fr', '/user/forgotPassword', { email: customer.email })).statusCode).toBe(200);
      const resetMail = (await outboxFor(customer.email))[1]!;
      expect(resetMail.subject).toBe('Réinitialisez votre mot de passe Bait Al Fann');
      expect(resetMail.text).toContain('Ouvrez ce lien dans l’heure');
      const link = /reset=([A-Za-z0-9_-]+)/.exec(resetMail.text)![1]!;
      expect(resetMail.html).toContain(`/login-register?reset=${link}`);

      const reset = await postIn('ar', '/user/resetPassword', { token: link, password: 'Wahiba-Sands-2210' });
      expect(reset.statusCode, reset.body).toBe(200);
      const mails = await outboxFor(customer.email);
      expect(mails).toHaveLength(3);
      expect(mails[2]!.subject).toBe('تم تغيير كلمة المرور في معرض بيت الفن');
      expect(mails[2]!.html).toContain('<html lang="ar" dir="rtl">');
      expect(mails[2]!.text).toContain('عزيزنا Karl،');
    },
    MANY_HASHES_TIMEOUT,
  );
});
