import type { ContentLocale } from '#shared/languages.ts';
import { escapeHtml, mailLayout, type OutgoingMail } from '../mail/mail.service.ts';

/**
 * The enquiry mails: the staff's answer, in the language the visitor wrote in on the site
 * (docs/product.md#enquiries), and the note that tells the gallery of a new enquiry (in English, like
 * the back office).
 */
interface AnswerWords {
  subject: string;
  similarSubject: string;
  dear: string;
  yourMessage: string;
  viewWork: string;
  signature: string;
  footer: string;
}

const WORDS: Record<ContentLocale, AnswerWords> = {
  en: {
    subject: 'Your enquiry about “{work}”',
    similarSubject: 'Your enquiry about works like “{work}”',
    dear: 'Dear {name},',
    yourMessage: 'You wrote:',
    viewWork: 'See the work',
    signature: 'With our regards,\nBait Al Fann Gallery',
    footer: 'Bait Al Fann Gallery, Muscat, Sultanate of Oman',
  },
  fr: {
    subject: 'Votre demande au sujet de « {work} »',
    similarSubject: 'Votre demande d’œuvres semblables à « {work} »',
    dear: 'Bonjour {name},',
    yourMessage: 'Vous nous avez écrit :',
    viewWork: 'Voir l’œuvre',
    signature: 'Bien cordialement,\nGalerie Bait Al Fann',
    footer: 'Galerie Bait Al Fann, Mascate, Sultanat d’Oman',
  },
  de: {
    subject: 'Ihre Anfrage zu „{work}“',
    similarSubject: 'Ihre Anfrage zu Werken wie „{work}“',
    dear: 'Guten Tag {name},',
    yourMessage: 'Sie schrieben:',
    viewWork: 'Das Werk ansehen',
    signature: 'Mit freundlichen Grüßen\nGalerie Bait Al Fann',
    footer: 'Galerie Bait Al Fann, Maskat, Sultanat Oman',
  },
  ar: {
    subject: 'استفسارك عن «{work}»',
    similarSubject: 'استفسارك عن أعمال تشبه «{work}»',
    dear: 'عزيزي/عزيزتي {name}،',
    yourMessage: 'كتبتَ إلينا:',
    viewWork: 'مشاهدة العمل',
    signature: 'مع أطيب التحيات،\nمعرض بيت الفن',
    footer: 'معرض بيت الفن، مسقط، سلطنة عُمان',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

export interface AnsweredEnquiry {
  name: string;
  email: string;
  message: string;
  artwork_name: string;
  similar: boolean;
  language: string;
}

/** The staff's answer to an enquiry, with the visitor's own message quoted below it. */
export function enquiryAnswerMail(options: {
  enquiry: AnsweredEnquiry;
  answer: string;
  workUrl: string | null;
}): OutgoingMail {
  const { enquiry, answer, workUrl } = options;
  const language = (enquiry.language in WORDS ? enquiry.language : 'en') as ContentLocale;
  const w = WORDS[language];
  const subject = fill(enquiry.similar ? w.similarSubject : w.subject, { work: enquiry.artwork_name });
  const dear = fill(w.dear, { name: enquiry.name });
  const text = [
    dear,
    '',
    answer,
    '',
    w.signature,
    ...(workUrl ? ['', `${w.viewWork}: ${workUrl}`] : []),
    '',
    '—',
    w.yourMessage,
    enquiry.message,
  ].join('\n');
  const html = mailLayout({
    title: subject,
    language,
    heading: WORDS[language].signature.split('\n').at(-1),
    body: `<p>${escapeHtml(dear)}</p>
${paragraphs(answer)}
${paragraphs(w.signature)}
${workUrl ? `<p><a href="${escapeHtml(workUrl)}">${escapeHtml(w.viewWork)}</a></p>` : ''}
<hr style="border:none;border-top:1px solid #e6e0d6;margin:24px 0">
<p style="color:#555">${escapeHtml(w.yourMessage)}</p>
<blockquote dir="auto" style="margin:0;color:#555">${paragraphs(enquiry.message)}</blockquote>`,
    footer: escapeHtml(w.footer),
  });
  return { to: enquiry.email, subject, html, text };
}

/** Tells the gallery of a new enquiry, with a link to it in the back office. */
export function newEnquiryMail(options: {
  to: string;
  enquiry: AnsweredEnquiry & { phone: string | null };
  backOfficeUrl: string;
}): OutgoingMail {
  const { to, enquiry, backOfficeUrl } = options;
  const subject = `New enquiry about “${enquiry.artwork_name}” from ${enquiry.name}`;
  const about = enquiry.similar ? `Works like “${enquiry.artwork_name}”` : `“${enquiry.artwork_name}”`;
  const text = [
    `${enquiry.name} <${enquiry.email}>${enquiry.phone ? `, ${enquiry.phone}` : ''} asks about ${about}:`,
    '',
    enquiry.message,
    '',
    `Answer it from the back office: ${backOfficeUrl}`,
  ].join('\n');
  const html = mailLayout({
    title: subject,
    body: `<p>${escapeHtml(enquiry.name)} &lt;<a href="mailto:${escapeHtml(enquiry.email)}">${escapeHtml(enquiry.email)}</a>&gt;${
      enquiry.phone ? `, ${escapeHtml(enquiry.phone)}` : ''
    } asks about ${escapeHtml(about)}:</p>
<blockquote dir="auto" style="margin:0">${paragraphs(enquiry.message)}</blockquote>
<p style="margin:24px 0"><a href="${escapeHtml(backOfficeUrl)}" style="background:#222;color:#fff;padding:12px 20px;text-decoration:none">Answer it</a></p>`,
    footer: 'Bait Al Fann Gallery, Muscat, Sultanate of Oman',
  });
  return { to, subject, html, text };
}
