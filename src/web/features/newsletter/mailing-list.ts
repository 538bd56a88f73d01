import type { MailingListResult } from './api/subscribe.ts';

/**
 * Subscribes through a mail service's JSONP endpoint (docs/product.md#api), Mailchimp style: the form's
 * '/post?' address answers JSON at '/post-json?' with the callback named in `c`.
 */
export async function subscribeByJsonp(url: string, email: string): Promise<MailingListResult> {
  const endpoint = new URL(url.replace('/post?', '/post-json?'), window.location.href);
  endpoint.searchParams.set('EMAIL', email);
  // Only sites configured with a mail service need this, so it is fetched on use.
  const { default: fetchJsonp } = await import('fetch-jsonp');
  const response = await fetchJsonp(endpoint.toString(), { jsonpCallback: 'c', timeout: 15_000 });
  const answer = (await response.json()) as Partial<MailingListResult>;
  return { result: answer.result === 'success' ? 'success' : 'error', msg: plainText(answer.msg ?? '') };
}

/** Mail services answer with bits of HTML ("<a href=...>"); show only their text. */
export function plainText(html: string): string {
  if (!html.includes('<')) return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
