import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BlockError } from '#web/components/ui/error-boundary.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ArrowRightIcon } from '#web/components/ui/icons.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useGetPageQuery } from '#web/features/pages/api/get-page.ts';
import { RichText } from '../components/rich-text.tsx';
import { SERVICE_PAGE, type Service } from '../service-pages.ts';
import './content-pages.css';

/** A service listing: title (Artwork, Exhibition, Solo Exhibition), its breadcrumb and a grid of cards. */
export default function ServicePage({ service }: { service: Service }) {
  const { t } = useTranslation();
  const { data: page, isLoading, isError, refetch } = useGetPageQuery(SERVICE_PAGE[service]);
  const title = t(`services.${service}.title`);
  return (
    <>
      <Seo title={title} />
      <PageHeader
        title={title}
        breadcrumb={[{ label: t('services.label') }, { label: title }]}
        intro={t(`services.${service}.intro`)}
      />
      <section className="container section">
        {isLoading ? (
          <Spinner block />
        ) : isError || !page ? (
          <BlockError message={t('errors.content')} onRetry={() => void refetch()} />
        ) : (
          <>
            {page.page_description ? <RichText html={page.page_description} className="service__intro" /> : null}
            {page.cards.length === 0 ? (
              <EmptyState title={t('services.empty')} />
            ) : (
              <div className="grid grid--cards">
                {page.cards.map((card) => {
                  const body = (
                    <>
                      <ResponsiveImage
                        image={card.image_set}
                        sizes="(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                        aspectRatio="3 / 2"
                        alt=""
                      />
                      <h2 className="content-card__title">{card.title}</h2>
                      <RichText html={card.body} className="content-card__body" />
                    </>
                  );
                  return (
                    <article key={card.title} className="content-card">
                      {card.link ? (
                        <Link to={card.link} className="content-card__link">
                          {body}
                          <span className="arrow-link">
                            {t('actions.discover')} <ArrowRightIcon size={16} />
                          </span>
                        </Link>
                      ) : (
                        body
                      )}
                    </article>
                  );
                })}
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
