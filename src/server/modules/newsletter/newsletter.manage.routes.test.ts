import { beforeAll, describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { expectRefusal, postJson } from '#tests/factories/index.ts';
import { expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { subscriberPageAnswer } from '#shared/api/manage.ts';

const t = manageRouteTest();
const { call } = t;

beforeAll(async () => {
  for (const email of ['maryam@example.om', 'collector@gallery.om', 'press@times.om']) {
    expect((await postJson(t.app, '/admin/api/newsletter', { EMAIL: email })).statusCode).toBe(200);
  }
  // Addresses that a spreadsheet would take for formulas or that need quoting (e-mail syntax allows them).
  await t.db
    .insertInto('newsletter_subscriber')
    .values([{ email: '=cmd|calc@evil.example' }, { email: '"quoted,name"@example.om' }])
    .execute();
});

describe('back-office newsletter subscribers', () => {
  it('answers 401 without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/subscribers' },
      { method: 'GET', path: '/subscribers.csv' },
      { method: 'DELETE', path: '/subscribers/1' },
    ]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/api/manage/subscribers.csv' });
    expect(anonymous.body).not.toContain('@');
  });

  it('lists subscribers newest first, searches and pages', async () => {
    const res = await call('GET', '/subscribers');
    expect(res.statusCode).toBe(200);
    const all = subscriberPageAnswer.parse(res.json());
    expect(all.total).toBe(5);
    const found = subscriberPageAnswer.parse((await call('GET', '/subscribers?search=GALLERY.OM')).json());
    expect(found.result.map((s) => s.email)).toEqual(['collector@gallery.om']);
    const literal = subscriberPageAnswer.parse((await call('GET', '/subscribers?search=%25')).json());
    expect(literal.total).toBe(0);
    const paged = subscriberPageAnswer.parse((await call('GET', '/subscribers?per_page=2&page=3')).json());
    expect(paged.result).toHaveLength(1);
    expectRefusal(await call('GET', '/subscribers?per_page=abc'), 400, 'per_page');
  });

  it('exports every subscriber as an attached CSV with proper quoting and defused formulas', async () => {
    const res = await call('GET', '/subscribers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.slice(1, 4).map((l) => l.split(',')[0])).toEqual([
      'maryam@example.om',
      'collector@gallery.om',
      'press@times.om',
    ]);
    expect(lines[1]).toMatch(/^maryam@example\.om,\d{4}-\d\d-\d\dT/);
    expect(lines[4]).toMatch(/^'=cmd\|calc@evil\.example,/);
    expect(lines[5]).toMatch(/^"""quoted,name""@example\.om",/);
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe('');
  });

  it('removes a subscriber with an audit entry', async () => {
    const [first] = subscriberPageAnswer.parse((await call('GET', '/subscribers?search=press@')).json()).result;
    const res = await call('DELETE', `/subscribers/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'subscriber.delete',
      entity: 'newsletter_subscriber',
      entity_id: String(first!.id),
      staff_id: t.editor.id,
    });
    expect((await call('GET', '/subscribers.csv')).body).not.toContain('press@times.om');
    expectRefusal(await call('DELETE', `/subscribers/${first!.id}`), 404);
    // The address can subscribe again.
    expect((await postJson(t.app, '/admin/api/newsletter', { EMAIL: 'press@times.om' })).json().result).toBe('success');
  });
});
