import { escapeHtml, mailLayout, type OutgoingMail } from '../mail/mail.service.ts';
import { accountMailWords } from './accounts.mail-words.ts';

/**
 * The account e-mails, each in the language the collector used on the site (EN, FR, DE; Arabic
 * right to left), in the gallery's look with a plain-text part, like the order mails.
 */
function accountMail(options: {
  to: string;
  language: string;
  subject: string;
  firstName: string;
  /** Paragraphs before the link. */
  lead: string[];
  link: string;
  button: string;
  /** Paragraphs after the link. */
  after?: string[];
}): OutgoingMail {
  const w = accountMailWords(options.language);
  const dear = w.dear.replace('{name}', options.firstName);
  const after = options.after ?? [];
  const text = [dear, '', ...options.lead, options.link, ...after.flatMap((p) => ['', p]), '', w.signature].join('\n');
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;
  const html = mailLayout({
    title: options.subject,
    language: options.language,
    heading: w.gallery,
    body: `${paragraph(dear)}
${options.lead.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(options.link)}" style="background:#222;color:#fff;padding:12px 20px;text-decoration:none">${escapeHtml(options.button)}</a></p>
<p style="font-size:13px;color:#555;word-break:break-all" dir="ltr">${escapeHtml(options.link)}</p>
${after.map(paragraph).join('\n')}`,
    footer: escapeHtml(w.footer),
  });
  return { to: options.to, subject: options.subject, html, text };
}

interface AccountMailInput {
  to: string;
  firstName: string;
  /** The storefront language of the request that sent it; English for one the gallery does not write in. */
  language: string;
}

/**
 * The reset link's mail. `byGallery`: staff sent it from the back office (the customer asked them
 * for help signing in), which the first line says instead of "someone asked".
 */
export function passwordResetMail(options: AccountMailInput & { link: string; byGallery?: boolean }): OutgoingMail {
  const w = accountMailWords(options.language).reset;
  return accountMail({
    ...options,
    subject: w.subject,
    lead: [options.byGallery ? w.byGallery : w.bySomeone, w.open],
    button: w.button,
    after: [accountMailWords(options.language).ignore],
  });
}

/** The password was changed (from the account or a reset link): its owner hears of it, in case it was not them. */
export function passwordChangedMail(options: AccountMailInput & { loginLink: string }): OutgoingMail {
  const w = accountMailWords(options.language).changed;
  return accountMail({
    ...options,
    subject: w.subject,
    lead: [w.lead, w.notYou],
    link: options.loginLink,
    button: w.button,
  });
}

/** The welcome of a new account: registering answers the same for new and known addresses, so the mail says which. */
export function welcomeMail(options: AccountMailInput & { loginLink: string }): OutgoingMail {
  const w = accountMailWords(options.language).welcome;
  return accountMail({ ...options, subject: w.subject, lead: [w.lead], link: options.loginLink, button: w.button });
}

/** Someone registered with an address that already has an account: its owner is told, nobody else. */
export function alreadyRegisteredMail(options: AccountMailInput & { loginLink: string }): OutgoingMail {
  const w = accountMailWords(options.language).alreadyRegistered;
  return accountMail({
    ...options,
    subject: w.subject,
    lead: [w.lead, w.login],
    link: options.loginLink,
    button: w.button,
  });
}

/** Failed logins to the account from several places have begun to slow it down. */
export function signInAttemptsMail(options: AccountMailInput & { loginLink: string }): OutgoingMail {
  const w = accountMailWords(options.language).attempts;
  return accountMail({
    ...options,
    subject: w.subject,
    lead: [w.lead, w.notYou],
    link: options.loginLink,
    button: w.button,
  });
}
