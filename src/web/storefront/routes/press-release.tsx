import { useTranslation } from 'react-i18next';
import { BlockError } from '#web/components/ui/error-boundary.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { useGetPressReleasesQuery } from '#web/features/press/api/get-press-releases.ts';
import { PressCard } from '../components/press-card.tsx';
import { LoadingState } from './gallery-parts.tsx';

/** /press-release: what the press wrote about the gallery, each card opening the article's PDF (docs/product.md#screens). */
export default function PressReleasePage() {
  const { t } = useTranslation('gallery');
  const { data: articles, isLoading, isError, refetch } = useGetPressReleasesQuery();
  return (
    <>
      <Seo title={t('press.title')} description={t('press.description')} />
      <PageHeader title={t('press.title')} breadcrumb={[{ label: t('press.title') }]} intro={t('press.intro')} />
      <div className="container section">
        {isLoading ? (
          <LoadingState />
        ) : isError || !articles ? (
          <BlockError message={t('press.error')} onRetry={() => void refetch()} />
        ) : articles.length === 0 ? (
          <EmptyState title={t('press.empty')} />
        ) : (
          <section aria-labelledby="press-articles">
            <h2 id="press-articles" className="visually-hidden">
              {t('press.articles')}
            </h2>
            <div className="grid grid--press">
              {articles.map((article) => (
                <PressCard
                  key={article.article_title}
                  article={article}
                  sizes="(min-width: 1240px) 390px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                />
              ))}
            </div>
          </section>
        )}
      </div>
    </>
  );
}
