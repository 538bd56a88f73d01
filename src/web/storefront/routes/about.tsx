import { useTranslation } from 'react-i18next';
import { BlockError } from '#web/components/ui/error-boundary.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useGetPageQuery } from '#web/features/pages/api/get-page.ts';
import { RichText } from '../components/rich-text.tsx';
import './content-pages.css';

/** About Us: the page kept in the back office (POST /pages/about-us). */
export default function AboutPage() {
  const { t } = useTranslation();
  const { data: page, isLoading, isError, refetch } = useGetPageQuery('about-us');
  const title = page?.page_name || t('nav.about');
  return (
    <>
      <Seo title={title} description={page ? plainSummary(page.page_description) : undefined} />
      <PageHeader title={title} breadcrumb={[{ label: t('nav.about') }]} eyebrow={t('about.eyebrow')} />
      <section className="container section about">
        {isLoading ? (
          <Spinner block />
        ) : isError || !page ? (
          <BlockError message={t('errors.content')} onRetry={() => void refetch()} />
        ) : (
          <>
            <RichText html={page.page_description} className="about__text" />
            {page.cards.length > 0 ? (
              <div className="grid grid--cards about__cards">
                {page.cards.map((card) => (
                  <article key={card.title} className="content-card">
                    <ResponsiveImage
                      image={card.image_set}
                      sizes="(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                      aspectRatio="3 / 2"
                      alt=""
                    />
                    <h2 className="content-card__title">{card.title}</h2>
                    <RichText html={card.body} className="content-card__body" />
                  </article>
                ))}
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

/** The first sentence or so of an HTML text, for the page description. */
function plainSummary(html: string): string | undefined {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s\S*$/, '')}…` : text;
}
