import { beforeAll, describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { expectRefusal, postJson } from '#tests/factories/index.ts';
import { auditEntries, expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { contactMessageAnswer, messagePageAnswer } from '#shared/api/manage.ts';

const t = manageRouteTest();
const { call } = t;

beforeAll(async () => {
  for (const [name, subject] of [
    ['Aisha', 'Commission a portrait'],
    ['Salim', 'Opening hours'],
    ['Huda', 'Shipping to Dubai'],
  ] as const) {
    const res = await postJson(t.app, '/admin/api/contact', {
      name,
      email: `${name.toLowerCase()}@example.om`,
      subject,
      message: 'Hello',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

const page = async (query = '') => messagePageAnswer.parse((await call('GET', `/messages${query}`)).json());

describe('back-office contact messages', () => {
  it('answers 401 without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/messages' },
      { method: 'PATCH', path: '/messages/1', body: { read: true } },
      { method: 'DELETE', path: '/messages/1' },
    ]);
    expect((await t.db.selectFrom('contact_message').select('id').execute()).length).toBe(3);
  });

  it('lists messages newest first with the unread count, and pages', async () => {
    const all = await page();
    expect(all.result.map((m) => m.name)).toEqual(['Huda', 'Salim', 'Aisha']);
    expect(all).toMatchObject({ total: 3, unread: 3, page: 1 });
    expect(all.result[0]).toMatchObject({
      email: 'huda@example.om',
      subject: 'Shipping to Dubai',
      read: false,
      read_at: null,
    });
    const second = await page('?per_page=2&page=2');
    expect(second.result.map((m) => m.name)).toEqual(['Aisha']);
    expectRefusal(await call('GET', '/messages?unread=maybe'), 400, 'unread');
  });

  it('marks a message read and unread with audit entries; the unread filter follows', async () => {
    const [huda] = (await page()).result;
    const res = await call('PATCH', `/messages/${huda!.id}`, { read: true });
    expect(res.statusCode, res.body).toBe(200);
    const read = contactMessageAnswer.parse(res.json()).result;
    expect(read.read).toBe(true);
    expect(read.read_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'message.read',
      entity: 'contact_message',
      entity_id: String(huda!.id),
      staff_id: t.editor.id,
    });
    const unread = await page('?unread=true');
    expect(unread.result.map((m) => m.name)).toEqual(['Salim', 'Aisha']);
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect((await page('?unread=false')).result.map((m) => m.name)).toEqual(['Huda']);

    const again = (await auditEntries(t.db)).length;
    await call('PATCH', `/messages/${huda!.id}`, { read: true });
    expect((await auditEntries(t.db)).length).toBe(again);

    const back = contactMessageAnswer.parse(
      (await call('PATCH', `/messages/${huda!.id}`, { read: false })).json(),
    ).result;
    expect(back).toMatchObject({ read: false, read_at: null });
    expect(await lastAudit(t.db)).toMatchObject({ action: 'message.unread' });
    expectRefusal(await call('PATCH', `/messages/${huda!.id}`, { read: 'yes' }), 400, 'read');
    expectRefusal(await call('PATCH', '/messages/999999', { read: true }), 404);
  });

  it('deletes a message', async () => {
    const [, salim] = (await page()).result;
    const res = await call('DELETE', `/messages/${salim!.id}`);
    expect(res.statusCode).toBe(200);
    expect(await lastAudit(t.db)).toMatchObject({ action: 'message.delete', entity_id: String(salim!.id) });
    expect((await page()).result.map((m) => m.name)).toEqual(['Huda', 'Aisha']);
    expectRefusal(await call('DELETE', `/messages/${salim!.id}`), 404);
  });
});

describe('searching back-office contact messages', () => {
  it('finds the name, e-mail, subject and text, with the unread filter and paging', async () => {
    const res = await postJson(t.app, '/admin/api/contact', {
      name: 'Maryam',
      email: 'maryam@collectors.om',
      subject: 'A question',
      message: 'Is the Lapis series still available?',
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = async (query: string) => (await page(query)).result.map((m) => m.name);

    expect(await names('?search=MARY')).toEqual(['Maryam']);
    expect(await names('?search=%40collectors')).toEqual(['Maryam']);
    expect(await names('?search=portrait')).toEqual(['Aisha']);
    expect(await names('?search=lapis%20series')).toEqual(['Maryam']);
    expect(await names('?search=hello')).toEqual(['Huda', 'Aisha']);
    const found = await page('?search=hello&per_page=1&page=2');
    expect(found.result.map((m) => m.name)).toEqual(['Aisha']);
    expect(found).toMatchObject({ total: 2, page: 2 });
    expect(await names('?search=hello&unread=false')).toEqual([]);
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?search=%20%20')).toEqual(['Maryam', 'Huda', 'Aisha']);
    expectRefusal(await call('GET', `/messages?search=${'x'.repeat(101)}`), 400, 'search');
  });
});
