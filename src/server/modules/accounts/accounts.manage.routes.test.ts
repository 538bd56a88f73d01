import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerDetailAnswer,
  customerListAnswer,
  type CustomerDetail,
  type CustomerListQuery,
} from '#shared/api/manage-customers.ts';
import {
  insertArtwork,
  insertCurrencies,
  insertCustomer,
  json,
  loginToken,
  placeOrder,
} from '#tests/factories/commerce.ts';
import { expectRefusal } from '#tests/factories/index.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';

/**
 * The back office's customers (owners and editors): the accounts with their order figures, and one
 * account with its addresses and orders, on the engine the suite runs on.
 */
const t = manageRouteTest();
const { call } = t;
let zahra: { id: number; email: string };
let ahmed: { id: number; email: string };
let kept: { order_no: string; total: number };
let cancelled: { order_no: string };

/** An order of one new artwork, placed signed in with `token` (or as a guest without one). */
async function orderFor(email: string, token?: string) {
  return placeOrder(t.app, {
    lines: [(await insertArtwork(t.db)).id],
    checkout: { contact: { full_name: 'Zahra Al Said', email, phone: '+968 9123 4567' } },
    token,
  });
}

beforeAll(async () => {
  await insertCurrencies(t.db);
  zahra = await insertCustomer(t.db, { email: 'zahra@example.om', first_name: 'Zahra', last_name: 'Al Said' });
  ahmed = await insertCustomer(t.db, {
    email: 'ahmed@example.om',
    first_name: 'Ahmed',
    last_name: 'Al Rawahi',
    phone: null,
  });
  await t.db.insertInto('newsletter_subscriber').values({ email: 'zahra@example.om' }).execute();
  await t.db
    .insertInto('customer_address')
    .values({
      customer_id: zahra.id,
      label: 'Home',
      full_name: 'Zahra Al Said',
      phone: '+968 9123 4567',
      country: 'OM',
      governorate: 'Muscat',
      wilayat: 'Bawshar',
      city: 'Al Khuwair',
      line1: 'Way 3021, House 14',
      line2: null,
      postal_code: '133',
      is_default: 1,
    })
    .execute();

  const token = await loginToken(t.app, zahra.email);
  const first = await orderFor(zahra.email, token);
  cancelled = first;
  const second = await orderFor(zahra.email, token);
  const secondDetail = await call('GET', `/orders/${second.order_no}`);
  // "Spent" is money received net of refunds: the kept order is paid, then refunded in part.
  const paid = await call('PATCH', `/orders/${second.order_no}/status`, {
    status: 'confirmed',
    payment_status: 'paid',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const refund = await call('POST', `/orders/${second.order_no}/refund`, {
    amount: 1_000,
    reason: 'Frame corner chipped',
  });
  expect(refund.statusCode, refund.body).toBe(200);
  kept = { order_no: second.order_no, total: secondDetail.json().result.total - 1_000 };
  const cancel = await call('POST', `/orders/${first.order_no}/cancel`);
  expect(cancel.statusCode, cancel.body).toBe(200);
  // A guest order with her address is not her account's.
  await orderFor(zahra.email);
});

async function list(query: CustomerListQuery = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call('GET', `/customers?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return customerListAnswer.parse(res.json());
}

async function detail(id: number): Promise<CustomerDetail> {
  const res = await call('GET', `/customers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return customerDetailAnswer.parse(res.json()).result;
}

describe('back-office customers', () => {
  it('lists the accounts newest first, with their orders, what they spent and the newsletter', async () => {
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.result.map((c) => c.email)).toEqual(['ahmed@example.om', 'zahra@example.om']);
    const [a, z] = page.result;
    expect(a).toMatchObject({
      full_name: 'Ahmed Al Rawahi',
      phone: null,
      order_count: 0,
      spent: 0,
      last_order_at: null,
      newsletter: false,
    });
    // Two orders signed in: one paid and refunded in part, one cancelled (not spent); the guest
    // order is not counted.
    expect(z).toMatchObject({ full_name: 'Zahra Al Said', order_count: 2, spent: kept.total, newsletter: true });
    expect(kept.total).toBeGreaterThan(0);
    expect(z!.last_order_at).not.toBeNull();
  });

  it.each([
    { sort: 'spent', order: 'desc', first: 'zahra@example.om' },
    { sort: 'orders', order: 'asc', first: 'ahmed@example.om' },
    { sort: 'last_order', order: 'asc', first: 'ahmed@example.om' },
    { sort: 'last_order', order: 'desc', first: 'zahra@example.om' },
    { sort: 'name', order: 'asc', first: 'ahmed@example.om' },
    { sort: 'email', order: 'desc', first: 'zahra@example.om' },
    { sort: 'joined', order: 'asc', first: 'zahra@example.om' },
  ] as const)('sorts by $sort $order', async ({ sort, order, first }) => {
    expect((await list({ sort, order })).result[0]!.email).toBe(first);
  });

  it('finds an account by name, e-mail or phone, and takes a search with wildcards literally', async () => {
    expect((await list({ search: 'ZAHRA al' })).result.map((c) => c.id)).toEqual([zahra.id]);
    expect((await list({ search: 'ahmed@' })).result.map((c) => c.id)).toEqual([ahmed.id]);
    expect((await list({ search: '9123 45' })).result.map((c) => c.id)).toEqual([zahra.id]);
    // A number as caller ID shows it, without the spaces it was saved with.
    expect((await list({ search: '+96891234567' })).result.map((c) => c.id)).toEqual([zahra.id]);
    expect((await list({ search: '91234567' })).result.map((c) => c.id)).toEqual([zahra.id]);
    expect((await list({ search: '%' })).total).toBe(0);
    const paged = await list({ per_page: 1, page: 2 });
    expect(paged).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(paged.result.map((c) => c.id)).toEqual([zahra.id]);
  });

  it('shows one account with its address book and its orders, newest first', async () => {
    const zahraNow = await detail(zahra.id);
    expect(zahraNow).toMatchObject({ email: 'zahra@example.om', order_count: 2, newsletter: true });
    expect(zahraNow.addresses).toMatchObject([
      { label: 'Home', full_name: 'Zahra Al Said', city: 'Al Khuwair', line1: 'Way 3021, House 14', is_default: true },
    ]);
    expect(zahraNow.orders.map((o) => [o.order_no, o.status])).toEqual([
      [kept.order_no, 'confirmed'],
      [cancelled.order_no, 'cancelled'],
    ]);
    expect((await detail(ahmed.id)).orders).toEqual([]);
  });

  it('names the field of a malformed list query, and answers 404 for an unknown account', async () => {
    expectRefusal(await call('GET', '/customers?sort=wealth'), 400, 'sort');
    expectRefusal(await call('GET', '/customers?per_page=0'), 400, 'per_page');
    expectRefusal(await call('GET', `/customers?search=${'x'.repeat(101)}`), 400, 'search');
    expectRefusal(await call('GET', '/customers/abc'), 400, 'id');
    expect((await call('GET', '/customers/999999')).statusCode).toBe(404);
  });
});

describe('a password reset sent from the back office', () => {
  it('mails the customer a working link, writes it in the audit log, and answers 404 for an unknown account', async () => {
    const sent = await call('POST', `/customers/${ahmed.id}/password-reset`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(
      'A link to choose a new password is on its way to ahmed@example.om. It works for one hour.',
    );
    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', ahmed.email).execute();
    expect(mails).toHaveLength(1);
    const token = /reset=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    // Said as what it is: the gallery sent it, nobody "asked" anonymously.
    expect(mails[0]!.text).toContain('The gallery has sent you a link to choose a new password');
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'customer.password_reset',
      entity: 'customer',
      entity_id: String(ahmed.id),
      detail: 'Sent ahmed@example.om a link to reset the password',
    });
    const reset = await json(t.app, 'POST', '/admin/api/user/resetPassword', { token, password: 'Sohar-Port-1650' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await loginToken(t.app, ahmed.email, 'Sohar-Port-1650')).length).toBeGreaterThan(0);
    expect((await call('POST', '/customers/999999/password-reset')).statusCode).toBe(404);
  });

  it('writes to a customer in the language of their latest order', async () => {
    const latest = await t.db
      .selectFrom('customer_order')
      .select('id')
      .where('customer_id', '=', zahra.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('customer_order').set({ language: 'ar' }).where('id', '=', latest.id).execute();
    const sent = await call('POST', `/customers/${zahra.id}/password-reset`);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', zahra.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في معرض بيت الفن');
    expect(mail.html).toContain('dir="rtl"');
  });
});

// Last: the check signs a customer of its own in, a third account the lists above do not expect.
describe('back-office customers: access', () => {
  it('answers 401 without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/customers' },
      { method: 'GET', path: `/customers/${zahra.id}` },
      { method: 'POST', path: `/customers/${zahra.id}/password-reset` },
    ]);
  });
});
