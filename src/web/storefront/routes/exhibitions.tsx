import { useTranslation } from 'react-i18next';
import type { ExhibitionSummary } from '#shared/api/gallery.ts';
import { BlockError } from '#web/components/ui/error-boundary.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useGetExhibitionsQuery } from '#web/features/exhibitions/api/get-exhibitions.ts';
import { ExhibitionCard } from '../components/exhibition-card.tsx';

const GROUPS: ExhibitionSummary['status'][] = ['current', 'upcoming', 'past'];

/** The exhibitions, now on first, then upcoming, then past (cards keyed by exhibition_title). */
export default function ExhibitionsPage() {
  const { t } = useTranslation();
  const { data: exhibitions, isLoading, isError, refetch } = useGetExhibitionsQuery();
  const title = t('nav.exhibitions');
  const firstId = GROUPS.flatMap((status) => (exhibitions ?? []).filter((e) => e.status === status))[0]?.id;
  return (
    <>
      <Seo title={title} description={t('exhibitions.description')} />
      <PageHeader title={title} breadcrumb={[{ label: title }]} intro={t('exhibitions.intro')} />
      <div className="container section">
        {isLoading ? (
          <Spinner block />
        ) : isError || !exhibitions ? (
          <BlockError message={t('errors.content')} onRetry={() => void refetch()} />
        ) : exhibitions.length === 0 ? (
          <EmptyState title={t('exhibitions.empty')} />
        ) : (
          GROUPS.map((status) => {
            const group = exhibitions.filter((e) => e.status === status);
            if (group.length === 0) return null;
            return (
              <section key={status} className="listing-group" aria-labelledby={`exhibitions-${status}`}>
                <h2 id={`exhibitions-${status}`} className="listing-group__title">
                  {t(`exhibitions.groups.${status}`)}
                </h2>
                <div className="grid grid--exhibitions">
                  {group.map((exhibition) => (
                    <ExhibitionCard
                      key={exhibition.exhibition_title}
                      exhibition={exhibition}
                      priority={exhibition.id === firstId}
                      sizes="(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                    />
                  ))}
                </div>
              </section>
            );
          })
        )}
      </div>
    </>
  );
}
