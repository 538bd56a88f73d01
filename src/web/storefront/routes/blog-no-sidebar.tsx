import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { PostCard } from '#web/features/blog/components/post-card.tsx';
import { JOURNAL_POSTS } from '#web/features/blog/posts.ts';
import { useJournalPictures } from './journal-pictures.ts';
import styles from './blog.module.css';

/** /blog-no-sidebar: the gallery journal, newest first, the latest post featured (docs/product.md#screens). */
export default function BlogNoSidebarPage() {
  const { t } = useTranslation('gallery');
  const pictures = useJournalPictures();
  const [latest, ...others] = JOURNAL_POSTS;
  return (
    <>
      <Seo title={t('blog.title')} description={t('blog.description')} />
      <PageHeader title={t('blog.title')} breadcrumb={[{ label: t('blog.title') }]} intro={t('blog.intro')} />
      <div className={`container section ${styles.list}`}>
        {latest ? <PostCard post={latest} image={pictures.get(latest.slug) ?? null} featured /> : null}
        <ul className={styles.grid}>
          {others.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} image={pictures.get(post.slug) ?? null} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
