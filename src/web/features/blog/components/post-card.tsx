import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImageSet } from '#shared/media.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { formatLongDate } from '#web/lib/dates.ts';
import { postPath, type JournalPost } from '../posts.ts';
import styles from './post-card.module.css';

/** A journal post in the list: picture, category, date, title, excerpt and a link to read it. */
export function PostCard({
  post,
  image,
  featured = false,
}: {
  post: JournalPost;
  image: ImageSet | null;
  featured?: boolean;
}) {
  const { t, i18n } = useTranslation('gallery');
  const title = t(`blog.posts.${post.slug}.title`);
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={[styles.card, featured ? styles.featured : ''].join(' ')}>
      <Link to={postPath(post)} className={styles.media} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          image={image}
          alt=""
          sizes={
            featured ? '(min-width: 1024px) 700px, 100vw' : '(min-width: 1024px) 560px, (min-width: 768px) 46vw, 92vw'
          }
          aspectRatio={featured ? '16 / 10' : '3 / 2'}
          priority={featured}
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{t(`blog.posts.${post.slug}.category`)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{formatLongDate(post.date, i18n.resolvedLanguage ?? 'en')}</time>
        </p>
        <Heading className={styles.title}>
          <Link to={postPath(post)}>{title}</Link>
        </Heading>
        <p className={styles.excerpt}>{t(`blog.posts.${post.slug}.excerpt`)}</p>
        <p className={styles.byline}>
          {t('blog.by', { author: post.author })} · {t('blog.readingTime', { count: post.minutes })}
        </p>
        <Link
          to={postPath(post)}
          className={`arrow-link ${styles.more}`}
          aria-label={t('blog.readMoreAbout', { title })}
        >
          {t('blog.readMore')}
        </Link>
      </div>
    </article>
  );
}
