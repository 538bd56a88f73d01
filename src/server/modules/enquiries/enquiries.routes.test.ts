import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { expectRefusal, forgetRequestCounts, postJson } from '#tests/factories/index.ts';
import { insertArtwork, type ArtworkRow } from '#tests/factories/commerce.ts';
import { auditEntries, expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { messageBody } from '#shared/api/common.ts';
import { enquiryDetailAnswer, enquiryPageAnswer } from '#shared/api/manage.ts';

const t = manageRouteTest();
const { call } = t;
let dunes: ArtworkRow;
let sold: ArtworkRow;
let draft: ArtworkRow;

beforeAll(async () => {
  dunes = await insertArtwork(t.db, { name: 'Dunes at Dusk', product_slug: 'dunes-at-dusk', withImage: true });
  sold = await insertArtwork(t.db, { name: 'Harbour Light', stock: 0, availability: 'sold' });
  draft = await insertArtwork(t.db, { name: 'Unfinished', status: 'draft' });
});
// These tests send the form far more often than one visitor may (REQUEST_LIMITS).
beforeEach(async () => forgetRequestCounts(t.db));

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  product_id: dunes.id,
  name: '  Huda Al Harthy ',
  email: 'Huda@Example.OM',
  phone: '+968 9123 4567',
  message: 'Is the frame included, and could it be shipped to Sohar?',
  ...overrides,
});
const ask = (body: unknown, lng?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/enquiry${lng ? `?lng=${lng}` : ''}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const enquiries = () => t.db.selectFrom('enquiry').selectAll().orderBy('id').execute();
const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('POST /enquiry', () => {
  it('keeps the enquiry with the work attached, in the visitor’s language, and tells the gallery by e-mail', async () => {
    const mails = (await outbox()).length;
    const res = await ask(enquiry(), 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(messageBody.parse(res.json()).message).toMatch(/Thank you for your enquiry/);
    const [kept] = (await enquiries()).slice(-1);
    expect(kept).toMatchObject({
      artwork_id: dunes.id,
      artwork_name: 'Dunes at Dusk',
      artwork_slug: 'dunes-at-dusk',
      similar: 0,
      name: 'Huda Al Harthy',
      email: 'huda@example.om',
      phone: '+968 9123 4567',
      language: 'ar',
      status: 'open',
    });
    const sent = (await outbox()).slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to_address: 'hello@baitalfann.om', status: 'stored' });
    expect(sent[0]!.subject).toBe('New enquiry about “Dunes at Dusk” from Huda Al Harthy');
    expect(sent[0]!.text).toContain('Is the frame included');
    expect(sent[0]!.text).toContain(`/admin/enquiries/${kept!.id}`);
  });

  it('asks about similar works for a sold work; the language follows Accept-Language, English otherwise', async () => {
    const { phone: _phone, ...withoutPhone } = enquiry({ product_id: sold.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/enquiry',
      payload: JSON.stringify(withoutPhone),
      headers: { 'content-type': 'application/json', 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ask(enquiry({ similar: true, phone: '' }))).statusCode).toBe(200);
    const [german, english] = (await enquiries()).slice(-2);
    expect(german).toMatchObject({ artwork_id: sold.id, similar: 1, language: 'de', phone: null });
    expect(english).toMatchObject({ artwork_id: dunes.id, similar: 1, language: 'en', phone: null });
  });

  it('refuses bad input, naming the field, and keeps nothing', async () => {
    const before = (await enquiries()).length;
    const mails = (await outbox()).length;
    expectRefusal(await ask(enquiry({ email: 'huda' })), 400, 'email');
    expectRefusal(await ask(enquiry({ name: '  ' })), 400, 'name');
    expectRefusal(await ask(enquiry({ message: '' })), 400, 'message');
    expectRefusal(await ask(enquiry({ message: 'x'.repeat(5001) })), 400, 'message');
    expectRefusal(await ask(enquiry({ phone: 'after six' })), 400, 'phone');
    expectRefusal(await ask(enquiry({ product_id: 'x' })), 400, 'product_id');
    expectRefusal(await ask(enquiry({ product_id: 2 ** 31 })), 400, 'product_id');
    expectRefusal(await ask(enquiry({ similar: 'yes' })), 400, 'similar');
    expectRefusal(await ask(enquiry({ extra: 1 })), 400);
    await forgetRequestCounts(t.db);
    expectRefusal(await ask(enquiry({ product_id: 999_999 })), 404, 'product_id');
    expectRefusal(await ask(enquiry({ product_id: draft.id })), 404, 'product_id');
    expectRefusal(await postJson(t.app, '/admin/api/enquiry', 'text'), 400, 'body');
    expect((await enquiries()).length).toBe(before);
    expect((await outbox()).length).toBe(mails);
  });

  it('limits how many enquiries one address sends', async () => {
    const from = { remoteAddress: '10.77.0.1' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/enquiry',
        payload: JSON.stringify(enquiry()),
        headers: { 'content-type': 'application/json' },
        ...from,
      });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('back-office enquiries', () => {
  it('answers 401 without a staff session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/enquiries' },
      { method: 'GET', path: '/enquiries/1' },
      { method: 'POST', path: '/enquiries/1/reply', body: { message: 'Yes' } },
      { method: 'PATCH', path: '/enquiries/1', body: { closed: true } },
    ]);
  });

  it('lists enquiries with the work linked, filters open and answered, answers by e-mail in the visitor’s language and closes', async () => {
    expect((await ask(enquiry({ name: 'Salim', email: 'salim@example.om' }), 'fr')).statusCode).toBe(200);
    const all = enquiryPageAnswer.parse((await call('GET', '/enquiries')).json());
    const salim = all.result[0]!;
    expect(salim).toMatchObject({
      name: 'Salim',
      artwork_id: dunes.id,
      artwork_name: 'Dunes at Dusk',
      status: 'open',
      language: 'fr',
    });
    expect(salim.artwork_url).toMatch(/^https?:\/\/.+\/arts\/dunes-at-dusk$/);
    expect(salim.artwork_thumbnail).toMatch(/^\/media\//);
    expect(all.open).toBe(all.total);

    const detail = enquiryDetailAnswer.parse((await call('GET', `/enquiries/${salim.id}`)).json()).result;
    expect(detail).toMatchObject({ id: salim.id, replies: [] });

    const audits = (await auditEntries(t.db)).length;
    expectRefusal(await call('POST', `/enquiries/${salim.id}/reply`, { message: '   ' }), 400, 'message');
    expectRefusal(await call('POST', '/enquiries/999999/reply', { message: 'Yes' }), 404);
    expectRefusal(await call('GET', '/enquiries/0'), 400, 'id');
    expectRefusal(await call('GET', `/enquiries/${2 ** 31}`), 400, 'id');
    expectRefusal(await call('GET', '/enquiries?status=lost'), 400, 'status');
    expect((await auditEntries(t.db)).length).toBe(audits);

    const mails = (await outbox()).length;
    const answered = await call('POST', `/enquiries/${salim.id}/reply`, {
      message: 'The frame is included, and we ship to Sohar at no charge.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = enquiryDetailAnswer.parse(answered.json()).result;
    expect(after.status).toBe('answered');
    expect(after.answered_at).not.toBeNull();
    expect(after.replies).toHaveLength(1);
    expect(after.replies[0]).toMatchObject({
      message: 'The frame is included, and we ship to Sohar at no charge.',
      staff_name: t.editor.name,
    });
    const [mail] = (await outbox()).slice(mails);
    expect(mail).toMatchObject({ id: after.replies[0]!.mail_id, to_address: 'salim@example.om', status: 'stored' });
    expect(mail!.subject).toBe('Votre demande au sujet de « Dunes at Dusk »');
    expect(mail!.text).toContain('Bonjour Salim,');
    expect(mail!.text).toContain('we ship to Sohar');
    expect(mail!.text).toContain('Is the frame included');
    expect(mail!.html).toContain('lang="fr"');
    expect(await lastAudit(t.db)).toMatchObject({ action: 'enquiry.answer', entity_id: String(salim.id) });

    const open = enquiryPageAnswer.parse((await call('GET', '/enquiries?status=open')).json());
    expect(open.result.map((e) => e.id)).not.toContain(salim.id);
    const answeredList = enquiryPageAnswer.parse((await call('GET', '/enquiries?status=answered')).json());
    expect(answeredList.result.map((e) => e.id)).toEqual([salim.id]);
    expect(answeredList.open).toBe(all.open - 1);

    const closed = await call('PATCH', `/enquiries/${salim.id}`, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(enquiryDetailAnswer.parse(closed.json()).result).toMatchObject({ status: 'closed' });
    expect(await lastAudit(t.db)).toMatchObject({ action: 'enquiry.close' });
    expectRefusal(await call('PATCH', `/enquiries/${salim.id}`, { closed: 'yes' }), 400, 'closed');
    const reopened = enquiryDetailAnswer.parse(
      (await call('PATCH', `/enquiries/${salim.id}`, { closed: false })).json(),
    );
    expect(reopened.result).toMatchObject({ status: 'answered', closed_at: null });
    const found = enquiryPageAnswer.parse((await call('GET', '/enquiries?search=SALIM')).json());
    expect(found.result.map((e) => e.id)).toEqual([salim.id]);
  });

  it('keeps an enquiry whose work was deleted, with the work’s name', async () => {
    const gone = await insertArtwork(t.db, { name: 'Sold and Gone' });
    expect((await ask(enquiry({ product_id: gone.id }))).statusCode).toBe(200);
    await t.db.deleteFrom('artwork').where('id', '=', gone.id).execute();
    const list = enquiryPageAnswer.parse((await call('GET', '/enquiries?search=gone')).json());
    expect(list.result[0]).toMatchObject({ artwork_id: null, artwork_name: 'Sold and Gone', artwork_url: null });
  });
});
