import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { newToken } from '#server/lib/passwords.ts';
import type { StaffRole } from '#shared/api/manage.ts';
import { nextId } from './context.ts';

/**
 * Back-office sessions for the manage API tests. Accounts and sessions are inserted directly (the
 * slow password hash and the sign-in itself are covered by the staff module's own tests); the
 * cookie is the real `gallery_staff` credential the staff guard checks.
 */
export type StaffCookies = { gallery_staff: string };

export interface SignedInStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  cookies: StaffCookies;
}

export async function signedInStaff(
  db: Db,
  role: StaffRole,
  name = role === 'owner' ? 'Maryam Owner' : 'Omar Editor',
): Promise<SignedInStaff> {
  const email = `${role}${nextId()}@gallery.test`;
  const staff = await db
    .insertInto('staff')
    .values({ email, name, role, password_hash: 'not-a-usable-hash' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  await db
    .insertInto('staff_session')
    .values({ token_hash: hash, staff_id: staff.id, expires_at: new Date(Date.now() + 3600_000).toISOString() })
    .execute();
  return { id: staff.id, email, name, role, cookies: { gallery_staff: token } };
}

/** A signed-in customer of the storefront: the `gallery_session` cookie value (also valid as a Bearer token). */
export async function customerSessionToken(db: Db): Promise<string> {
  const customer = await db
    .insertInto('customer')
    .values({
      email: `collector${nextId()}@example.om`,
      password_hash: 'x',
      first_name: 'Aisha',
      last_name: 'Al Balushi',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  await db
    .insertInto('customer_session')
    .values({ token_hash: hash, customer_id: customer.id, expires_at: new Date(Date.now() + 3600_000).toISOString() })
    .execute();
  return token;
}

export type ManageMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call to /admin/api/manage with a staff session (or none). */
export function manage(
  app: FastifyInstance,
  method: ManageMethod,
  path: string,
  cookies?: StaffCookies,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `/admin/api/manage${path}`,
    ...(cookies ? { cookies } : {}),
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

/**
 * Every call answers 401 without a staff session, and also with only a customer's session (as its
 * cookie, as a Bearer token and in the staff cookie's place); nothing runs behind the refusal.
 */
export async function expectStaffOnly(
  app: FastifyInstance,
  db: Db,
  calls: readonly { method: ManageMethod; path: string; body?: unknown }[],
): Promise<void> {
  const customer = await customerSessionToken(db);
  for (const call of calls) {
    const label = `${call.method} ${call.path}`;
    const anonymous = await manage(app, call.method, call.path, undefined, call.body);
    expect(anonymous.statusCode, label).toBe(401);
    expect(anonymous.json(), label).toEqual({ message: 'Please sign in to the back office.', errors: [] });
    const asCustomer = await app.inject({
      method: call.method,
      url: `/admin/api/manage${call.path}`,
      cookies: { gallery_session: customer, gallery_staff: customer },
      headers: {
        authorization: `Bearer ${customer}`,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
    });
    expect(asCustomer.statusCode, `${label} as a customer`).toBe(401);
  }
}

/** The audit entries written so far, oldest first. */
export function auditEntries(db: Db) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'staff_id', 'action', 'entity', 'entity_id', 'detail'])
    .orderBy('id')
    .execute();
}

/** The newest audit entry. */
export async function lastAudit(db: Db) {
  const rows = await auditEntries(db);
  return rows[rows.length - 1];
}
