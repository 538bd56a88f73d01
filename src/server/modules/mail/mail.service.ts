import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import * as repo from './mail.repository.ts';

/**
 * Outgoing e-mail (docs/product.md#cart-stock-and-orders). Every mail is written to mail_outbox first, inside the caller's
 * transaction when there is one, so a mail is never promised for an order that rolled back nor
 * lost for one that committed. Without SMTP it stays there as 'stored' for the back office to show;
 * with SMTP it is 'queued', delivered in the background after the commit and marked 'sent' or
 * 'failed' (with the error).
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the mail, kept in the outbox beside it (the invoice PDF with the payment mail). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** What reaches SMTP: nodemailer's message fields, attachments as Buffers. */
export type DeliverFn = (
  mail: Omit<OutgoingMail, 'attachments'> & {
    from: string;
    attachments: { filename: string; contentType: string; content: Buffer }[];
  },
) => Promise<unknown>;

export interface Mailer {
  /** True when mails leave through SMTP; false when they are only kept in the outbox. */
  readonly delivers: boolean;
  /** Writes the mail to the outbox with the given executor; deliver the returned id after commit. */
  record(db: Executor, mail: OutgoingMail): Promise<number>;
  /** Starts delivering recorded mails without waiting for them. */
  deliver(ids: number[]): void;
  /** record + deliver, for mails that belong to no transaction. */
  send(mail: OutgoingMail): Promise<number>;
  /** Resolves once every delivery started so far has finished (tests, graceful shutdown). */
  idle(): Promise<void>;
}

export function createMailer(options: {
  db: Db;
  from: string;
  deliver: DeliverFn | null;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, from, deliver, log } = options;
  const pending = new Set<Promise<void>>();

  async function deliverOne(id: number): Promise<void> {
    if (!deliver) return;
    const row = await repo.mailById(db, id);
    if (!row || row.status !== 'queued') return;
    try {
      const attachments = (await repo.attachmentsOf(db, id)).map((a) => ({
        filename: a.filename,
        contentType: a.content_type,
        content: Buffer.from(a.content_base64, 'base64'),
      }));
      await deliver({ from, to: row.to_address, subject: row.subject, html: row.html, text: row.text, attachments });
      await repo.markSent(db, id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: id, err: message }, 'mail delivery failed; kept in the outbox');
      await repo.markFailed(db, id, message);
    }
  }

  const mailer: Mailer = {
    delivers: deliver !== null,
    async record(executor, mail) {
      const id = await repo.insertMail(executor, {
        to_address: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        status: deliver ? 'queued' : 'stored',
      });
      for (const file of mail.attachments ?? []) {
        await repo.insertAttachment(executor, {
          mail_id: id,
          filename: file.filename,
          content_type: file.contentType,
          content_base64: Buffer.from(file.content).toString('base64'),
        });
      }
      return id;
    },
    deliver(ids) {
      for (const id of ids) {
        const job = deliverOne(id)
          .catch((error) => log.error({ err: error, mailId: id }, 'mail outbox update failed'))
          .finally(() => pending.delete(job));
        pending.add(job);
      }
    },
    async send(mail) {
      const id = await mailer.record(db, mail);
      mailer.deliver([id]);
      return id;
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
  return mailer;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML mail bodies; every value that comes from a person or the database goes through it. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => entities[c]!);
}

/**
 * The gallery's simple mail frame: inline styles only, since mail clients drop style sheets. In
 * Arabic the whole mail reads right to left.
 */
export function mailLayout(options: {
  title: string;
  body: string;
  footer: string;
  language?: string;
  heading?: string;
}): string {
  const language = options.language ?? 'en';
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" dir="${dir}" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #e6e0d6;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e6e0d6;font-size:20px;letter-spacing:1px">${escapeHtml(options.heading ?? 'Bait Al Fann Gallery')}</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.5">${options.body}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e6e0d6;font-size:12px;color:#666">${options.footer}</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** A mail of plain paragraphs in the gallery's look, with its text part. */
export function plainMail(options: { to: string; subject: string; lines: string[] }): OutgoingMail {
  const { to, subject, lines } = options;
  const text = [...lines, '', 'Bait Al Fann Gallery, Muscat'].join('\n');
  const html = mailLayout({
    title: subject,
    body: lines
      .join('\n')
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('\n'),
    footer: 'Bait Al Fann Gallery, Muscat, Sultanate of Oman',
  });
  return { to, subject, html, text };
}
