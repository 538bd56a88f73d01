import { escapeHtml, mailLayout, plainMail, type OutgoingMail } from '../mail/mail.service.ts';

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

/** The welcome of a new account: registering answers the same for new and known addresses, so the mail says which. */
export function welcomeMail(options: { to: string; firstName: string; loginLink: string }): OutgoingMail {
  return plainMail({
    to: options.to,
    subject: 'Welcome to Bait Al Fann Gallery',
    lines: [
      `Dear ${options.firstName},`,
      '',
      'Your Bait Al Fann Gallery account is ready. You can log in here:',
      options.loginLink,
    ],
  });
}

/** Someone registered with an address that already has an account: its owner is told, nobody else. */
export function alreadyRegisteredMail(options: { to: string; firstName: string; loginLink: string }): OutgoingMail {
  return plainMail({
    to: options.to,
    subject: 'You already have a Bait Al Fann account',
    lines: [
      `Dear ${options.firstName},`,
      '',
      'Someone (we hope you) tried to register at Bait Al Fann Gallery with this e-mail address, which already has an account. Nothing has changed in it.',
      '',
      'To log in, or to choose a new password with "Forgot your password?" if you have forgotten it:',
      options.loginLink,
    ],
  });
}

/** Failed logins to the account from several places have begun to slow it down. */
export function signInAttemptsMail(options: { to: string; firstName: string; loginLink: string }): OutgoingMail {
  return plainMail({
    to: options.to,
    subject: 'Failed attempts to log in to your Bait Al Fann account',
    lines: [
      `Dear ${options.firstName},`,
      '',
      'Someone has tried several wrong passwords for your Bait Al Fann Gallery account. To protect it, logging in to it is slowed down for a while; you can still log in with your password.',
      '',
      'If these attempts were not yours, choose a new password that you use nowhere else, with "Forgot your password?" here:',
      options.loginLink,
    ],
  });
}
