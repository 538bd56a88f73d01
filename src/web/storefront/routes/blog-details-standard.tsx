import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { CommentBlock } from '#web/features/blog/components/comment-block.tsx';
import { PostCard } from '#web/features/blog/components/post-card.tsx';
import { BODY_PARAGRAPHS, JOURNAL_POSTS, findPost } from '#web/features/blog/posts.ts';
import { formatLongDate } from '#web/lib/dates.ts';
import { useJournalPictures } from './journal-pictures.ts';
import styles from './blog.module.css';

/** /blog-details-standard(?post=slug): one journal post, more from the journal, and the comment block (docs/product.md#screens). */
export default function BlogDetailsPage() {
  const { t, i18n } = useTranslation('gallery');
  const [params] = useSearchParams();
  const post = findPost(params.get('post'));
  const pictures = useJournalPictures();
  const key = `blog.posts.${post.slug}`;
  const title = t(`${key}.title`);
  const more = JOURNAL_POSTS.filter((p) => p.slug !== post.slug);
  return (
    <article className={styles.post}>
      <Seo title={title} description={t(`${key}.excerpt`)} />
      <div className={`container ${styles.narrow}`}>
        <Breadcrumb
          className={styles.crumbs}
          items={[{ label: t('blog.title'), to: '/blog-no-sidebar' }, { label: title }]}
        />
        <header className={styles.postHeader}>
          <p className={styles.category}>{t(`${key}.category`)}</p>
          <h1 className={styles.postTitle}>{title}</h1>
          <p className={styles.byline}>
            {t('blog.by', { author: post.author })} ·{' '}
            <time dateTime={post.date}>{formatLongDate(post.date, i18n.resolvedLanguage ?? 'en')}</time> ·{' '}
            {t('blog.readingTime', { count: post.minutes })}
          </p>
        </header>
      </div>
      <div className={`container ${styles.wide}`}>
        <ResponsiveImage
          image={pictures.get(post.slug) ?? null}
          alt=""
          sizes="(min-width: 1240px) 1100px, 100vw"
          aspectRatio="16 / 9"
          priority
        />
      </div>
      <div className={`container ${styles.narrow}`}>
        <div className={styles.body}>
          <p className={styles.lede}>{t(`${key}.excerpt`)}</p>
          {BODY_PARAGRAPHS.map((paragraph, index) => (
            <div key={paragraph}>
              <p>{t(`${key}.body.${paragraph}`)}</p>
              {index === 1 ? <blockquote className={styles.quote}>{t(`${key}.quote`)}</blockquote> : null}
            </div>
          ))}
        </div>
        <div className={styles.comments}>
          <CommentBlock />
        </div>
      </div>
      <aside className={`container ${styles.more}`} aria-labelledby="journal-more">
        <h2 id="journal-more" className={styles.moreTitle}>
          {t('blog.more')}
        </h2>
        <ul className={styles.grid}>
          {more.map((other) => (
            <li key={other.slug}>
              <PostCard post={other} image={pictures.get(other.slug) ?? null} />
            </li>
          ))}
        </ul>
      </aside>
    </article>
  );
}
