import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { formatLongDate } from '#web/lib/dates.ts';
import styles from './comment-block.module.css';

/** docs/product.md#screens 'Other': placeholder comments, shown as they are. */
const PLACEHOLDER_COMMENTS = [
  { key: 'first', name: 'Huda Al-Saadi', date: '2026-11-06' },
  { key: 'second', name: 'Daniel Weber', date: '2026-11-08' },
] as const;

function initials(name: string) {
  return name
    .split(/[\s-]+/)
    .filter((part) => /^[A-Z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}

/**
 * docs/product.md#screens 'Other': a comment block with placeholder comments and a 'post a comment' form (full name,
 * email, message, SEND MESSAGE). It is static: sending makes no call, and says so.
 */
export function CommentBlock() {
  const { t, i18n } = useTranslation('gallery');
  const [sentBy, setSentBy] = useState<string | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSentBy(String(new FormData(form).get('full_name') ?? '').trim());
    form.reset();
  };

  return (
    <section className={styles.block} aria-labelledby={`${id}-comments`}>
      <h2 id={`${id}-comments`} className={styles.heading}>
        {t('comments.title', { count: PLACEHOLDER_COMMENTS.length })}
      </h2>
      <ol className={styles.list}>
        {PLACEHOLDER_COMMENTS.map((comment) => (
          <li key={comment.key} className={styles.comment}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(comment.name)}
            </span>
            <div>
              <p className={styles.author}>
                {comment.name}
                <time dateTime={comment.date} className={styles.date}>
                  {formatLongDate(comment.date, i18n.resolvedLanguage ?? 'en')}
                </time>
              </p>
              <p className={styles.text}>{t(`comments.placeholder.${comment.key}`)}</p>
            </div>
          </li>
        ))}
      </ol>

      <div className={styles.formBox}>
        <h2 id={`${id}-post`} className={styles.heading}>
          {t('comments.formTitle')}
        </h2>
        <form className={styles.form} aria-labelledby={`${id}-post`} onSubmit={onSubmit}>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={`${id}-name`}>{t('comments.fullName')}</label>
              <input
                id={`${id}-name`}
                name="full_name"
                type="text"
                autoComplete="name"
                required
                className={styles.control}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-email`}>{t('comments.email')}</label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                required
                className={styles.control}
              />
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-message`}>{t('comments.message')}</label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={5}
              required
              className={`${styles.control} ${styles.textarea}`}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit">{t('comments.send')}</Button>
            <p role="status" className={styles.note}>
              {sentBy !== null ? t('comments.thanks', { name: sentBy }) : null}
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
