import { beforeEach, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { expectRefusal, oversizedJson, postJson, postRaw, forgetRequestCounts } from '#tests/factories/index.ts';
import { messageBody } from '#shared/api/common.ts';

const t = routeTest();
// These tests send the forms far more often than one visitor may (REQUEST_LIMITS).
beforeEach(async () => forgetRequestCounts(t.db));

const message = {
  name: '  Salim Al Rawahi ',
  email: 'Salim@Example.OM',
  phone: '+968 9999 0000',
  subject: 'Commission',
  message: 'Could Layla paint a portrait of our family?',
};
const messages = () => t.db.selectFrom('contact_message').selectAll().orderBy('id').execute();

describe('POST /contact', () => {
  it('keeps the message for the staff and thanks the visitor', async () => {
    const res = await postJson(t.app, '/admin/api/contact', message);
    expect(res.statusCode, res.body).toBe(200);
    expect(messageBody.parse(res.json())).toEqual({
      message: 'Thank you for your message. We will reply within two working days.',
    });
    const { phone: _phone, ...withoutPhone } = message;
    expect((await postJson(t.app, '/admin/api/contact', withoutPhone)).statusCode).toBe(200);
    expect((await postJson(t.app, '/admin/api/contact', { ...message, phone: '  ' })).statusCode).toBe(200);
    expect((await messages()).map((m) => [m.name, m.email, m.phone, m.subject, m.read_at])).toEqual([
      ['Salim Al Rawahi', 'salim@example.om', '+968 9999 0000', 'Commission', null],
      ['Salim Al Rawahi', 'salim@example.om', null, 'Commission', null],
      ['Salim Al Rawahi', 'salim@example.om', null, 'Commission', null],
    ]);
  });

  it('refuses a phone that cannot be dialled, naming it (it reaches the back office as a call link)', async () => {
    const url = '/admin/api/contact';
    const before = (await messages()).length;
    expectRefusal(await postJson(t.app, url, { ...message, phone: 'call me after six' }), 400, 'phone');
    expectRefusal(await postJson(t.app, url, { ...message, phone: 'javascript:alert(1)' }), 400, 'phone');
    expect((await messages()).length).toBe(before);
  });

  it('refuses bad input, naming the field, and stores nothing', async () => {
    const before = (await messages()).length;
    const url = '/admin/api/contact';
    expectRefusal(await postJson(t.app, url, { ...message, email: 'salim' }), 400, 'email');
    expectRefusal(await postJson(t.app, url, { ...message, message: '   ' }), 400, 'message');
    expectRefusal(await postJson(t.app, url, { ...message, message: 'x'.repeat(5001) }), 400, 'message');
    expectRefusal(await postJson(t.app, url, { ...message, name: 7 }), 400, 'name');
    const { subject: _subject, ...withoutSubject } = message;
    expectRefusal(await postJson(t.app, url, withoutSubject), 400, 'subject');
    expectRefusal(await postJson(t.app, url, { ...message, admin: true }), 400);
    expectRefusal(await postJson(t.app, url), 400);
    expectRefusal(await postJson(t.app, url, {}), 400);
    expectRefusal(await postRaw(t.app, url, '{"name":'), 400);
    expectRefusal(await postRaw(t.app, url, oversizedJson()), 413);
    expect((await messages()).length).toBe(before);
  });
});
