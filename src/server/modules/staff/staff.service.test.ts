import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { changeStaff, createStaff, ensureFirstOwner, removeStaff } from './staff.service.ts';
import type { Mailer, OutgoingMail } from '../mail/mail.service.ts';
import {
  SIGN_IN_FREE_FAILURES_PER_EMAIL,
  SIGN_IN_LIMIT_PER_IP,
  SIGN_IN_WINDOW_MS,
  signIn,
  signInGuards,
} from './staff-session.service.ts';

/** A mailer that only keeps what it was given. */
function keepingMailer(sent: OutgoingMail[] = []): Mailer {
  return {
    delivers: false,
    record: async (_db, mail) => sent.push(mail),
    deliver: () => undefined,
    send: async (mail) => sent.push(mail),
    idle: async () => undefined,
  };
}
const guards = (sent?: OutgoingMail[]) => signInGuards(keepingMailer(sent), 'https://gallery.example.om/');

describe('ensureFirstOwner', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(async () => t?.close());

  it('creates the owner from STAFF_EMAIL and STAFF_PASSWORD when there is no staff, once', async () => {
    const env = {
      STAFF_EMAIL: ' First@Gallery.test',
      STAFF_PASSWORD: 'first-owner-password',
    };
    const owner = await ensureFirstOwner(t.db, env);
    expect(owner).toMatchObject({ email: 'first@gallery.test', role: 'owner' });
    expect(await ensureFirstOwner(t.db, env)).toBeNull();
    expect(await t.db.selectFrom('staff').select('email').execute()).toEqual([{ email: 'first@gallery.test' }]);

    const signedIn = await signIn(t.db, guards(), {
      email: 'first@gallery.test',
      password: 'first-owner-password',
      ip: '127.0.0.1',
    });
    expect(signedIn.staff.role).toBe('owner');

    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id']).orderBy('id').execute();
    expect(audit[0]).toEqual({
      action: 'staff.create',
      entity_id: String(owner!.id),
    });
  });

  it('does nothing when either variable is empty or staff already exist', async () => {
    expect(
      await ensureFirstOwner(t.db, {
        STAFF_EMAIL: '',
        STAFF_PASSWORD: 'first-owner-password',
      }),
    ).toBeNull();
    expect(
      await ensureFirstOwner(t.db, {
        STAFF_EMAIL: 'a@gallery.test',
        STAFF_PASSWORD: '',
      }),
    ).toBeNull();
    await createStaff(t.db, {
      email: 'someone@gallery.test',
      password: 'someone-password',
      name: 'Someone',
      role: 'editor',
    });
    expect(
      await ensureFirstOwner(t.db, {
        STAFF_EMAIL: 'a@gallery.test',
        STAFF_PASSWORD: 'first-owner-password',
      }),
    ).toBeNull();
    expect((await t.db.selectFrom('staff').select('email').execute()).map((s) => s.email)).toEqual([
      'someone@gallery.test',
    ]);
  });

  it('stops with a clear message for a password that is too short', async () => {
    await expect(
      ensureFirstOwner(t.db, {
        STAFF_EMAIL: 'a@gallery.test',
        STAFF_PASSWORD: 'short',
      }),
    ).rejects.toThrow('Cannot create the first back-office owner: STAFF_PASSWORD must be at least 10 characters');
  });

  it('creates one owner when several processes start at once', async () => {
    const env = {
      STAFF_EMAIL: 'first@gallery.test',
      STAFF_PASSWORD: 'first-owner-password',
    };
    const results = await Promise.all([ensureFirstOwner(t.db, env), ensureFirstOwner(t.db, env)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.db.selectFrom('staff').select('email').execute()).toHaveLength(1);
  });
});

describe('sign-in window', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
    await createStaff(t.db, {
      email: 'owner@gallery.test',
      password: 'owner-password-1',
      name: 'Owner',
      role: 'owner',
    });
  });
  afterEach(async () => t?.close());

  it('slows an account step by step after its free failures, and tells its owner once', async () => {
    const sent: OutgoingMail[] = [];
    const g = guards(sent);
    const start = Date.parse('2026-03-01T09:00:00.000Z');
    const attempt = (password: string, ms: number, ip = '10.9.0.1') =>
      signIn(t.db, g, { email: 'owner@gallery.test', password, ip }, new Date(start + ms));
    for (let i = 0; i < SIGN_IN_FREE_FAILURES_PER_EMAIL; i++) {
      await expect(attempt('wrong-password', i, `10.9.0.${i + 1}`)).rejects.toMatchObject({ kind: 'unauthorized' });
    }
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['owner@gallery.test', 'Failed attempts to sign in to the Bait Al Fann back office'],
    ]);
    expect(sent[0]!.text).toContain('https://gallery.example.om/admin');
    // The next try must wait one step (1 s) from the window's start, whoever makes it.
    await expect(attempt('owner-password-1', 500, '10.9.9.9')).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 1,
      message: 'Too many failed sign-in attempts for this account. Please wait 1 second and try again.',
    });
    // A wrong guess after the step: the next one waits two steps more (1 s + 2 s from the start).
    await expect(attempt('wrong-password', 1000)).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(attempt('owner-password-1', 2000)).rejects.toMatchObject({ retryAfterSeconds: 1 });
    await expect(attempt('owner-password-1', 3000)).resolves.toMatchObject({ staff: { email: 'owner@gallery.test' } });
    expect(sent).toHaveLength(1);
  }, 90_000);

  it('lets an address that failed too often try again once its window has passed', async () => {
    const start = Date.parse('2026-03-01T10:00:00.000Z');
    const g = guards();
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
      await expect(
        signIn(t.db, g, { email: `nobody-${i}@gallery.test`, password: 'guess', ip: '10.9.1.1' }, new Date(start + i)),
      ).rejects.toMatchObject({ kind: 'unauthorized' });
    }
    const owner = (ms: number) =>
      signIn(
        t.db,
        g,
        { email: 'owner@gallery.test', password: 'owner-password-1', ip: '10.9.1.1' },
        new Date(start + ms),
      );
    await expect(owner(SIGN_IN_WINDOW_MS - 60_000)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 60,
      message: 'Too many failed sign-in attempts from your network. Please wait 1 minute and try again.',
    });
    await expect(owner(SIGN_IN_WINDOW_MS + 1000)).resolves.toMatchObject({ staff: { email: 'owner@gallery.test' } });
  }, 90_000);
});

describe('the last active owner', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(async () => t?.close());

  it('is never demoted, disabled or removed, even by an owner whose own role changed meanwhile', async () => {
    const a = await createStaff(t.db, {
      email: 'a@gallery.test',
      password: 'owner-password-a',
      name: 'A',
      role: 'owner',
    });
    const b = await createStaff(t.db, {
      email: 'b@gallery.test',
      password: 'owner-password-b',
      name: 'B',
      role: 'owner',
    });
    // B demoted A a moment ago; A's request had already passed the owner check.
    await changeStaff(t.db, b, a.id, { role: 'editor' });

    for (const [attempt, field] of [
      [() => changeStaff(t.db, a, b.id, { role: 'editor' }), 'role'],
      [() => changeStaff(t.db, a, b.id, { disabled: true }), 'disabled'],
      [() => removeStaff(t.db, a, b.id), 'id'],
    ] as const) {
      await expect(attempt()).rejects.toMatchObject({
        kind: 'conflict',
        message: 'The gallery must keep at least one active owner.',
        errors: [{ field, message: 'would leave the gallery without an active owner' }],
      });
    }
    const owners = await t.db
      .selectFrom('staff')
      .select(['id', 'role', 'disabled_at'])
      .where('role', '=', 'owner')
      .execute();
    expect(owners).toEqual([{ id: b.id, role: 'owner', disabled_at: null }]);

    // A disabled owner does not count: the one active owner still cannot be demoted.
    await changeStaff(t.db, b, a.id, { role: 'owner', disabled: true });
    await expect(changeStaff(t.db, a, b.id, { role: 'editor' })).rejects.toMatchObject({ kind: 'conflict' });
    // ... and once another owner is active again, the change goes through.
    await changeStaff(t.db, b, a.id, { disabled: false });
    await expect(changeStaff(t.db, a, b.id, { role: 'editor' })).resolves.toMatchObject({ role: 'editor' });
  });
});
