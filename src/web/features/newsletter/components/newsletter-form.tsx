import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useSubscribeNewsletterMutation, type MailingListResult } from '../api/subscribe.ts';
import { subscribeByJsonp } from '../mailing-list.ts';
import './newsletter-form.css';

export interface NewsletterFormProps {
  /** settings.mailing_list_url: when set, the address goes there by JSONP instead of to the API. */
  mailingListUrl?: string;
  /** 'dark' on the footer's ink background. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** SPEC §5: the value must contain an @ or nothing happens. */
export function canSubmitEmail(value: string): boolean {
  return value.includes('@');
}

function messageOf(error: unknown): string | null {
  const data = (error as { data?: { msg?: unknown; message?: unknown } } | undefined)?.data;
  if (typeof data?.msg === 'string' && data.msg) return data.msg;
  if (typeof data?.message === 'string' && data.message) return data.message;
  return null;
}

/** The newsletter sign-up box. */
export function NewsletterForm({ mailingListUrl, tone = 'light', className }: NewsletterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<MailingListResult | null>(null);
  const [subscribe] = useSubscribeNewsletterMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!canSubmitEmail(value) || busy) return;
    setBusy(true);
    try {
      const answer = mailingListUrl ? await subscribeByJsonp(mailingListUrl, value) : await subscribe({ EMAIL: value }).unwrap();
      if (answer.result === 'success') {
        // Our own words, in the visitor's language (the service answers in English).
        setOutcome({ result: 'success', msg: t('newsletter.success') });
        setEmail('');
      } else {
        setOutcome({ result: 'error', msg: answer.msg || t('newsletter.error') });
      }
    } catch (error) {
      setOutcome({ result: 'error', msg: messageOf(error) ?? t('newsletter.error') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={['newsletter', `newsletter--${tone}`, className].filter(Boolean).join(' ')} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t('newsletter.label')}
      </label>
      <div className="newsletter__row">
        <input
          id={id}
          type="email"
          name="EMAIL"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={outcome ? `${id}-outcome` : undefined}
        />
        <Button type="submit" busy={busy} variant={tone === 'dark' ? 'secondary' : 'primary'}>
          {t('newsletter.submit')}
        </Button>
      </div>
      <p id={`${id}-outcome`} className="newsletter__outcome" role="status" aria-live="polite">
        {outcome ? (
          <span className={outcome.result === 'success' ? 'newsletter__success' : 'newsletter__error'}>{outcome.msg}</span>
        ) : null}
      </p>
    </form>
  );
}
