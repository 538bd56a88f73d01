import { escapeHtml, mailLayout, type OutgoingMail } from '../mail/mail.service.ts';

/**
 * The reset link's mail. `byGallery`: staff sent it from the back office (the customer asked them
 * for help signing in), which the first line says instead of "someone asked".
 */
export function passwordResetMail(options: {
  to: string;
  firstName: string;
  link: string;
  byGallery?: boolean;
}): OutgoingMail {
  const { to, firstName, link, byGallery = false } = options;
  const subject = 'Reset your Bait Al Fann password';
  const why = byGallery
    ? 'The gallery has sent you a link to choose a new password for your Bait Al Fann Gallery account.'
    : 'Someone (we hope you) asked to reset the password of your Bait Al Fann Gallery account.';
  const text = [
    `Dear ${firstName},`,
    '',
    why,
    'Open this link within one hour to choose a new password:',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is until the link is used.',
    '',
    'Bait Al Fann Gallery, Muscat',
  ].join('\n');
  const html = mailLayout({
    title: subject,
    body: `<p>Dear ${escapeHtml(firstName)},</p>
<p>${escapeHtml(why)} Open this link within one hour to choose a new password:</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#222;color:#fff;padding:12px 20px;text-decoration:none">Choose a new password</a></p>
<p style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(link)}</p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is until the link is used.</p>`,
    footer: 'Bait Al Fann Gallery, Muscat, Sultanate of Oman',
  });
  return { to, subject, html, text };
}
