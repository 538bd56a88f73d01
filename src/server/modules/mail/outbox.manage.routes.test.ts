import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '#tests/factories/index.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { expectStaffOnly } from '#tests/factories/staff.ts';
import { outboxMailAnswer, outboxPageAnswer } from '#shared/api/manage.ts';
import { createMailer } from './mail.service.ts';

const t = manageRouteTest({ signIn: ['owner', 'editor'] });
const { call } = t;
const ids: number[] = [];

beforeAll(async () => {
  // Without SMTP the mailer keeps every mail in the outbox as 'stored'.
  const mailer = createMailer({ db: t.db, from: t.env.MAIL_FROM, deliver: null, log: t.app.log });
  for (const n of [1, 2, 3]) {
    ids.push(
      await mailer.send({
        to: `buyer${n}@example.om`,
        subject: `Your order BAF-${n}`,
        html: `<p>Thank you for order <b>BAF-${n}</b></p>`,
        text: `Thank you for order BAF-${n}`,
      }),
    );
  }
  await t.db
    .updateTable('mail_outbox')
    .set({ status: 'failed', error: 'connect ECONNREFUSED' })
    .where('id', '=', ids[0]!)
    .execute();
});

describe('back-office mail outbox', () => {
  it('answers 401 without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/outbox' },
      { method: 'GET', path: '/outbox/1' },
    ]);
  });

  it('is closed to editors, since stored mails carry password-reset links', async () => {
    expectRefusal(await call('GET', '/outbox', undefined, t.editor), 403);
    expectRefusal(await call('GET', `/outbox/${ids[0]}`, undefined, t.editor), 403);
  });

  it('lists the mails newest first without their bodies, filters by status and pages', async () => {
    const res = await call('GET', '/outbox');
    expect(res.statusCode).toBe(200);
    const all = outboxPageAnswer.parse(res.json());
    expect(all.total).toBe(3);
    expect(all.result.map((m) => m.subject)).toEqual(['Your order BAF-3', 'Your order BAF-2', 'Your order BAF-1']);
    expect(all.result[0]).toMatchObject({
      to_address: 'buyer3@example.om',
      status: 'stored',
      error: null,
      sent_at: null,
    });
    expect(res.body).not.toContain('Thank you');
    const failed = outboxPageAnswer.parse((await call('GET', '/outbox?status=failed')).json());
    expect(failed.result).toEqual([
      expect.objectContaining({ id: ids[0], status: 'failed', error: 'connect ECONNREFUSED' }),
    ]);
    const paged = outboxPageAnswer.parse((await call('GET', '/outbox?per_page=2&page=2')).json());
    expect(paged.result.map((m) => m.id)).toEqual([ids[0]]);
    expectRefusal(await call('GET', '/outbox?status=lost'), 400, 'status');
  });

  it('searches the recipient and the subject, with the status filter, never the bodies', async () => {
    const search = async (query: string) => {
      const res = await call('GET', `/outbox?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return outboxPageAnswer.parse(res.json());
    };
    const byRecipient = await search('search=BUYER2%40example');
    expect(byRecipient.result.map((m) => m.id)).toEqual([ids[1]]);
    expect(byRecipient.total).toBe(1);
    expect((await search('search=order%20baf')).result.map((m) => m.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await search('search=BAF-1&status=failed')).result.map((m) => m.id)).toEqual([ids[0]]);
    expect((await search('search=BAF-1&status=stored')).total).toBe(0);
    // The bodies are not searched, and % and _ are matched as themselves.
    expect((await search('search=thank%20you')).total).toBe(0);
    expect((await search('search=%25')).total).toBe(0);
    expect((await search('search=buyer_')).total).toBe(0);
    expectRefusal(await call('GET', `/outbox?search=${'x'.repeat(101)}`), 400, 'search');
  });

  it('shows one mail with its HTML and text', async () => {
    const res = await call('GET', `/outbox/${ids[1]}`);
    expect(res.statusCode).toBe(200);
    expect(outboxMailAnswer.parse(res.json()).result).toMatchObject({
      id: ids[1],
      subject: 'Your order BAF-2',
      html: '<p>Thank you for order <b>BAF-2</b></p>',
      text: 'Thank you for order BAF-2',
    });
    expectRefusal(await call('GET', '/outbox/999999'), 404);
    expectRefusal(await call('GET', '/outbox/x'), 400, 'id');
  });
});
