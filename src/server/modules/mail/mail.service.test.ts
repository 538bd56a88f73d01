import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { createMailer, escapeHtml, mailLayout, type DeliverFn } from './mail.service.ts';

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

/** WCAG's contrast ratio of two #rgb or #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const digits =
      hex.length === 4 ? [...hex.slice(1)].map((c) => c + c) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5)];
    const [r, g, b] = digits.map((d) => {
      const c = parseInt(d, 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('mailLayout', () => {
  it("sets every text of the frame, the footer's small print too, at 4.5:1 or more on its white", () => {
    const html = mailLayout({ title: 'Hello', body: '<p>Hi</p>', footer: 'Bait Al Fann Gallery, Muscat' });
    const colours = [...html.matchAll(/[;"]color:(#[0-9a-f]{3,6})\b/gi)].map((m) => m[1]!);
    expect(colours.length).toBeGreaterThanOrEqual(2);
    for (const colour of colours) expect(contrast(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
  });
});
