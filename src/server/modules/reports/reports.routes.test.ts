import { beforeAll, describe, expect, it } from 'vitest';
import { salesReportAnswer, type SalesReport } from '#shared/api/manage-reports.ts';
import { todayInMuscat } from '#shared/muscat-day.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { createArtist } from '#tests/factories/catalog.ts';
import { insertArtwork, insertCurrencies, insertCustomer, placeOrder } from '#tests/factories/commerce.ts';
import { expectRefusal } from '#tests/factories/index.ts';
import { expectStaffOnly } from '#tests/factories/staff.ts';
import { csvCell } from './csv.ts';

/**
 * Reports: sales by month and by artist, and the orders and customers as CSV. Every figure is
 * checked against the orders themselves, on the engine the suite runs on.
 */
const t = manageRouteTest();
const { call } = t;

beforeAll(async () => {
  await insertCurrencies(t.db);
});

async function ok(method: 'PATCH' | 'POST', path: string, body: unknown) {
  const res = await call(method, path, body);
  expect(res.statusCode, res.body).toBe(200);
}

async function sales(query = ''): Promise<SalesReport> {
  const res = await call('GET', `/reports/sales${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return salesReportAnswer.parse(res.json()).result;
}

/** A CSV answer as rows of cells (the cells here hold no commas or quotes but where tested). */
function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

const rials = (text: string) => Math.round(Number(text) * 1000);

describe('the reports', () => {
  it('answer 401 without a staff session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/reports/sales' },
      { method: 'GET', path: '/reports/orders.csv' },
      { method: 'GET', path: '/reports/customers.csv' },
    ]);
  });

  it('add up to the orders: by month, by artist and in the CSV exports', async () => {
    const { ctx } = t;
    const before = await sales();
    const maryam = await createArtist(ctx, { first_name: 'Maryam', last_name: 'Al Report', withImage: false });
    const khalid = await createArtist(ctx, { first_name: 'Khalid', last_name: 'Al Report', withImage: false });
    const a1 = await insertArtwork(t.db, { name: 'Report Sea', price: 100_000, artist_id: maryam.id });
    const a2 = await insertArtwork(t.db, { name: 'Report Dune', price: 50_000, artist_id: maryam.id });
    const a3 = await insertArtwork(t.db, { name: 'Report Fort', price: 300_000, artist_id: khalid.id });
    const a4 = await insertArtwork(t.db, { name: 'Report Souq', price: 20_000, artist_id: khalid.id });
    const a5 = await insertArtwork(t.db, { name: 'Report Unpaid', price: 70_000, artist_id: khalid.id });

    const account = await insertCustomer(t.db, { first_name: 'Laila', last_name: 'Account' });
    const { order_no: paidTwo } = await placeOrder(t.app, {
      lines: [a1.id, a2.id],
      checkout: {
        contact: { full_name: '=HYPERLINK("http://evil")', email: 'guest.one@example.om', phone: '+968 9111 1111' },
      },
    });
    const { order_no: refunded } = await placeOrder(t.app, {
      lines: [a3.id],
      checkout: {
        contact: { full_name: 'Laila Account', email: account.email.toUpperCase(), phone: '+968 9222 2222' },
      },
    });
    const { order_no: fullRefund } = await placeOrder(t.app, {
      lines: [a4.id],
      checkout: { contact: { full_name: 'Guest Two', email: 'guest.two@example.om', phone: '+968 9333 3333' } },
    });
    await placeOrder(t.app, {
      lines: [a5.id],
      checkout: { contact: { full_name: 'Guest Three', email: 'guest.three@example.om', phone: '+968 9444 4444' } },
    });
    for (const no of [paidTwo, refunded, fullRefund])
      await ok('PATCH', `/orders/${no}/status`, { payment_status: 'paid' });
    await ok('POST', `/orders/${refunded}/refund`, { amount: 45_500, reason: 'Frame damaged in transit' });
    await ok('PATCH', `/orders/${fullRefund}/status`, { payment_status: 'refunded' });

    const after = await sales();
    const month = todayInMuscat().slice(0, 7);
    expect(after.to).toBe(month);
    expect(after.months).toHaveLength(12);
    expect(after.months.at(-1)!.month).toBe(month);

    // The figures moved by exactly what these orders paid and refunded.
    const orders = await t.db
      .selectFrom('customer_order')
      .selectAll()
      .where('order_no', 'in', [paidTwo, refunded, fullRefund])
      .execute();
    const paidTotal = orders.reduce((sum, o) => sum + o.total, 0);
    const refundedTotal = orders.reduce((sum, o) => sum + o.refunded_total, 0);
    expect(refundedTotal).toBe(45_500 + orders.find((o) => o.order_no === fullRefund)!.total);
    expect(after.totals.revenue - before.totals.revenue).toBe(paidTotal - refundedTotal);
    expect(after.totals.refunded - before.totals.refunded).toBe(refundedTotal);
    expect(after.totals.orders - before.totals.orders).toBe(3);
    expect(after.totals.works_sold - before.totals.works_sold).toBe(4);

    // The months add up to the totals; so do the artists' works.
    for (const key of ['orders', 'revenue', 'refunded', 'works_sold'] as const) {
      expect(after.months.reduce((sum, m) => sum + m[key], 0)).toBe(after.totals[key]);
    }
    expect(after.artists.reduce((sum, a) => sum + a.works_sold, 0)).toBe(after.totals.works_sold);
    // The artists' sales are the works' prices on the orders paid.
    const paidGoods = await t.db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.sum<number>('sub_total').as('goods'))
      .where('paid_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(after.artists.reduce((sum, a) => sum + a.sales, 0)).toBe(Number(paidGoods.goods));

    const byName = new Map(after.artists.map((a) => [a.artist_name, a]));
    expect(byName.get('Maryam Al Report')).toEqual({
      artist_id: maryam.id,
      artist_name: 'Maryam Al Report',
      sales: 150_000,
      revenue: 150_000,
      refunded: 0,
      works_sold: 2,
      average_price: 75_000,
    });
    // Khalid: the fort refunded in part (its works' share: 45.500 of a 315.000 total, 300.000 of it the work),
    // the souq refunded in full, the unpaid work not counted.
    const khalidFigures = byName.get('Khalid Al Report')!;
    expect(khalidFigures).toMatchObject({ sales: 320_000, works_sold: 2, average_price: 160_000 });
    expect(khalidFigures.refunded).toBe(43_333 + 20_000);
    expect(khalidFigures.revenue).toBe(320_000 - 63_333);

    // The orders' CSV: one row per order, the same totals, formulas defused.
    const csv = await call('GET', '/reports/orders.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, ...rows] = rowsOf(csv.body.replace('"\'=HYPERLINK(""http://evil"")"', 'FORMULA'));
    expect(csv.body).toContain('"\'=HYPERLINK(""http://evil"")"');
    const col = (name: string) => header!.indexOf(name);
    const all = await t.db.selectFrom('customer_order').selectAll().execute();
    expect(rows).toHaveLength(all.length);
    expect(rows.reduce((sum, r) => sum + rials(r[col('total_omr')]!), 0)).toBe(all.reduce((s, o) => s + o.total, 0));
    const paidRows = rows.filter((r) => r[col('paid_at')]);
    expect(paidRows.reduce((sum, r) => sum + rials(r[col('total_omr')]!) - rials(r[col('refunded_omr')]!), 0)).toBe(
      all.filter((o) => o.paid_at).reduce((s, o) => s + o.total - o.refunded_total, 0),
    );
    const refundedRow = rows.find((r) => r[col('order_no')] === refunded)!;
    expect(refundedRow[col('refunded_omr')]).toBe('45.500');
    expect(refundedRow[col('account')]).toBe('guest');
    // A phone number starting with + is a formula to a spreadsheet too.
    expect(refundedRow[col('phone')]).toBe("'+968 9222 2222");

    const today = todayInMuscat();
    const todays = await call('GET', `/reports/orders.csv?from=${today}&to=${today}`);
    expect(rowsOf(todays.body).length - 1).toBe(rows.length);
    const none = await call('GET', '/reports/orders.csv?from=2001-01-01&to=2001-01-31');
    expect(rowsOf(none.body)).toEqual([header]);

    // The customers' CSV: every account, orders or none, and every guest, by e-mail.
    const people = await call('GET', '/reports/customers.csv');
    expect(people.statusCode, people.body).toBe(200);
    expect(people.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [peopleHeader, ...buyers] = rowsOf(people.body.replace('"\'=HYPERLINK(""http://evil"")"', 'FORMULA'));
    const pcol = (name: string) => peopleHeader!.indexOf(name);
    const accountRow = buyers.find((r) => r[pcol('email')] === account.email)!;
    // The guest checkout under the account's e-mail (in capitals) counts for the account.
    expect(accountRow[pcol('account')]).toBe('account');
    expect(accountRow[pcol('orders')]).toBe('1');
    expect(accountRow[pcol('spent_omr')]).toBe('269.500');
    const guest = buyers.find((r) => r[pcol('email')] === 'guest.one@example.om')!;
    expect(guest[pcol('name')]).toBe('FORMULA');
    expect(guest[pcol('account')]).toBe('guest');
    expect(buyers.find((r) => r[pcol('email')] === 'guest.three@example.om')![pcol('spent_omr')]).toBe('0.000');
    expect(buyers.find((r) => r[pcol('email')] === 'guest.two@example.om')![pcol('spent_omr')]).toBe('0.000');
    const accounts = await t.db.selectFrom('customer').select('email').execute();
    for (const a of accounts) expect(buyers.some((r) => r[pcol('email')] === a.email)).toBe(true);
    // What the buyers spent adds up to the money received.
    expect(buyers.reduce((sum, r) => sum + rials(r[pcol('spent_omr')]!), 0)).toBe(
      all.filter((o) => o.paid_at).reduce((s, o) => s + o.total - o.refunded_total, 0),
    );
  });

  it('takes a period of months and refuses a bad one, naming the field', async () => {
    const report = await sales('?from=2025-11&to=2026-02');
    expect(report.months.map((m) => m.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expectRefusal(await call('GET', '/reports/sales?from=2026-13'), 400, 'from');
    expectRefusal(await call('GET', '/reports/sales?from=2026-03&to=2026-01'), 400, 'to');
    expectRefusal(await call('GET', '/reports/sales?from=2020-01&to=2026-01'), 400, 'to');
    expectRefusal(await call('GET', '/reports/sales?year=2026'), 400);
    expectRefusal(await call('GET', '/reports/orders.csv?from=yesterday'), 400, 'from');
    expectRefusal(await call('GET', '/reports/customers.csv?all=1'), 400);
  });
});

describe('a CSV cell', () => {
  it('defuses formulas and quotes what needs it', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+968')).toBe("'+968");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
});
