import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { createMailer, escapeHtml, type DeliverFn } from './mail.service.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

const log = { warn() {}, error() {} } as unknown as FastifyBaseLogger;
const mail = (to: string) => ({ to, subject: `Hello ${to}`, html: '<p>Hi</p>', text: 'Hi' });
const row = (id: number) => t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('createMailer', () => {
  it('only stores mails when there is no SMTP server', async () => {
    const mailer = createMailer({ db: t.db, from: 'g@x.om', deliver: null, log });
    const id = await mailer.send(mail('a@x.om'));
    await mailer.idle();
    expect(await row(id)).toMatchObject({ status: 'stored', to_address: 'a@x.om', sent_at: null });
    expect(mailer.delivers).toBe(false);
  });

  it('delivers queued mails in the background and records the outcome', async () => {
    const sent: string[] = [];
    // The SMTP server answers only when the test lets it: a fixed delay here raced the database
    // reads below, and on a busy machine the mail was already 'sent' before it was looked at.
    let answerSmtp!: () => void;
    const smtpAnswers = new Promise<void>((resolve) => (answerSmtp = resolve));
    const deliver: DeliverFn = async (m) => {
      await smtpAnswers;
      if (m.to.startsWith('bad')) throw new Error('550 mailbox unavailable');
      sent.push(`${m.from} -> ${m.to}`);
    };
    const mailer = createMailer({ db: t.db, from: 'g@x.om', deliver, log });
    const good = await mailer.send(mail('good@x.om'));
    const bad = await mailer.send(mail('bad@x.om'));
    expect((await row(good)).status).toBe('queued');
    answerSmtp();
    await mailer.idle();
    expect(sent).toEqual(['g@x.om -> good@x.om']);
    expect(await row(good)).toMatchObject({ status: 'sent', error: null });
    expect((await row(good)).sent_at).not.toBeNull();
    expect(await row(bad)).toMatchObject({ status: 'failed', error: '550 mailbox unavailable', sent_at: null });
  });

  it('never sends a mail recorded in a transaction that rolled back', async () => {
    const sent: string[] = [];
    const mailer = createMailer({ db: t.db, from: 'g@x.om', deliver: async (m) => void sent.push(m.to), log });
    let id = 0;
    await expect(
      t.db.transaction().execute(async (tx) => {
        id = await mailer.record(tx, mail('ghost@x.om'));
        throw new Error('order refused');
      }),
    ).rejects.toThrow('order refused');
    mailer.deliver([id]);
    await mailer.idle();
    expect(sent).toEqual([]);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'ghost@x.om').execute()).toEqual(
      [],
    );
  });

  it('keeps attachments with the mail and hands them to SMTP as nodemailer sends them', async () => {
    const messages: string[] = [];
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const deliver: DeliverFn = async (m) => {
      const info = await transport.sendMail(m);
      messages.push(String(info.message));
    };
    const mailer = createMailer({ db: t.db, from: 'g@x.om', deliver, log });
    const content = new TextEncoder().encode('%PDF-1.7 invoice');
    const id = await mailer.send({
      ...mail('pdf@x.om'),
      attachments: [{ filename: 'invoice-BF-1.pdf', contentType: 'application/pdf', content }],
    });
    await mailer.idle();
    expect(await row(id)).toMatchObject({ status: 'sent' });
    const kept = await t.db.selectFrom('mail_attachment').selectAll().where('mail_id', '=', id).execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ filename: 'invoice-BF-1.pdf', content_type: 'application/pdf' });
    expect(Buffer.from(kept[0]!.content_base64, 'base64').toString()).toBe('%PDF-1.7 invoice');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Content-Type: application\/pdf; name=invoice-BF-1\.pdf/);
    expect(messages[0]).toContain('Content-Disposition: attachment; filename=invoice-BF-1.pdf');
    expect(messages[0]).toContain(Buffer.from('%PDF-1.7 invoice').toString('base64'));
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">O'Neil & co</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;O&#39;Neil &amp; co&lt;/a&gt;');
    expect(escapeHtml(null)).toBe('');
  });
});
