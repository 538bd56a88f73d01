import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { apiFailure, useFieldMessage, useServerMessage } from '#web/lib/form-errors.ts';
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

/** docs/product.md#forms-and-validation: the value must contain an @ or nothing happens. */
export function canSubmitEmail(value: string): boolean {
  return value.includes('@');
}

/** What our own server answers for an address it had already (it words its answers in English). */
const ALREADY_SUBSCRIBED = 'You are already subscribed.';

/** The newsletter sign-up box. */
export function NewsletterForm({ mailingListUrl, tone = 'light', className }: NewsletterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<MailingListResult | null>(null);
  const [subscribe] = useSubscribeNewsletterMutation();
  const fieldMessage = useFieldMessage();
  const serverMessage = useServerMessage();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!canSubmitEmail(value) || busy) return;
    setBusy(true);
    try {
      if (mailingListUrl) {
        // An outside service speaks for itself (docs/product.md#forms-and-validation): its message, green on success.
        const answer = await subscribeByJsonp(mailingListUrl, value);
        const fallback = t(answer.result === 'success' ? 'newsletter.success' : 'newsletter.error');
        setOutcome({ result: answer.result, msg: answer.msg || fallback });
        if (answer.result === 'success') setEmail('');
      } else {
        // Our own server's answers, said in the visitor's language.
        const answer = await subscribe({ EMAIL: value }).unwrap();
        setOutcome({
          result: 'success',
          msg: t(answer.msg === ALREADY_SUBSCRIBED ? 'newsletter.already' : 'newsletter.success'),
        });
        setEmail('');
      }
    } catch (error) {
      const failure = apiFailure(error);
      const field = failure.fields.EMAIL;
      const msg = field ? fieldMessage(field)! : serverMessage(failure.message, t('newsletter.error'));
      setOutcome({ result: 'error', msg });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={['newsletter', `newsletter--${tone}`, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
    >
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
          <span className={outcome.result === 'success' ? 'newsletter__success' : 'newsletter__error'}>
            {outcome.msg}
          </span>
        ) : null}
      </p>
    </form>
  );
}
