import { beforeEach, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { expectRefusal, oversizedJson, postJson, postRaw, forgetRequestCounts } from '#tests/factories/index.ts';
import { newsletterAnswer } from '#shared/api/gallery.ts';

const t = routeTest();
// These tests send the forms far more often than one visitor may (REQUEST_LIMITS).
beforeEach(async () => forgetRequestCounts(t.db));

const subscribers = async () =>
  (await t.db.selectFrom('newsletter_subscriber').select('email').orderBy('id').execute()).map((r) => r.email);

describe('POST /newsletter', () => {
  it('subscribes an address, lower-cased', async () => {
    const res = await postJson(t.app, '/admin/api/newsletter', { EMAIL: ' Fatma@Example.COM ' });
    expect(res.statusCode).toBe(200);
    expect(newsletterAnswer.parse(res.json())).toEqual({ result: 'success', msg: 'Thank you for subscribing!' });
    expect(await subscribers()).toEqual(['fatma@example.com']);
  });

  it('answers success for an address already subscribed, without a second row', async () => {
    const res = await postJson(t.app, '/admin/api/newsletter', { EMAIL: 'FATMA@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', msg: 'You are already subscribed.' });
    expect(await subscribers()).toEqual(['fatma@example.com']);
  });

  it('refuses a bad address with both the API error shape and the mailing-list shape', async () => {
    for (const EMAIL of ['not-an-address', '', 'a@']) {
      const res = await postJson(t.app, '/admin/api/newsletter', { EMAIL });
      const body = expectRefusal(res, 400, 'EMAIL');
      expect(res.json()).toMatchObject({
        message: 'Please enter a valid e-mail address.',
        result: 'error',
        msg: 'Please enter a valid e-mail address.',
      });
      expect(newsletterAnswer.safeParse(res.json()).success).toBe(true);
      expect(body.errors).toEqual([{ field: 'EMAIL', message: 'must be a valid e-mail address' }]);
    }
    for (const body of [{ EMAIL: 42 }, {}, { EMAIL: 'a@b.co', extra: 1 }]) {
      const res = await postJson(t.app, '/admin/api/newsletter', body);
      expectRefusal(res, 400);
      expect(res.json()).toMatchObject({ result: 'error', msg: expect.any(String) });
    }
    expect(await subscribers()).toEqual(['fatma@example.com']);
  });

  it('refuses broken bodies with { message, errors }', async () => {
    expectRefusal(await postRaw(t.app, '/admin/api/newsletter', '{"EMAIL":'), 400);
    expectRefusal(await postJson(t.app, '/admin/api/newsletter'), 400);
    expectRefusal(await postRaw(t.app, '/admin/api/newsletter', oversizedJson()), 413);
  });
});
