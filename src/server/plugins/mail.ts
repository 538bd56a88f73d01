import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import { createMailer, type Mailer } from '../modules/mail/mail.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * E-mail: through SMTP when SMTP_URL is set, otherwise kept in the outbox the back office shows.
 * Closing the server waits for deliveries in flight (this hook runs before the database closes).
 */
async function mailPlugin(app: FastifyInstance, options: { env: Env }) {
  const url = options.env.SMTP_URL;
  // nodemailer is imported with the first mail, not at start-up (ADR 006).
  let transport: Promise<Transporter> | null = null;
  const transportOf = (smtpUrl: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // A slow mail server must not hold deliveries (and shutdown) for minutes; the URL may override these.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  const mailer = createMailer({
    db: app.db,
    from: options.env.MAIL_FROM,
    deliver: url ? async (mail) => (await transportOf(url)).sendMail(mail) : null,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.idle();
    (await transport)?.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db'] });
