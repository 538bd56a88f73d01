import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitionSummary } from '#shared/api/gallery.ts';
import { BlockError } from '#web/components/ui/error-boundary.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { useGetExhibitionsQuery } from '#web/features/exhibitions/api/get-exhibitions.ts';
import { ExhibitionCard } from '../components/exhibition-card.tsx';
import { LoadingState } from './gallery-parts.tsx';
import styles from './exhibitions.module.css';

type Status = ExhibitionSummary['status'];
const GROUPS: Status[] = ['current', 'upcoming', 'past'];
const SIZES = '(min-width: 1240px) 390px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

function readFilter(value: string | null): Status | 'all' {
  return GROUPS.includes(value as Status) ? (value as Status) : 'all';
}

function Cards({ exhibitions, firstId }: { exhibitions: ExhibitionSummary[]; firstId?: number }) {
  return (
    <div className="grid grid--exhibitions">
      {exhibitions.map((exhibition) => (
        <ExhibitionCard
          key={exhibition.exhibition_title}
          exhibition={exhibition}
          priority={exhibition.id === firstId}
          sizes={SIZES}
        />
      ))}
    </div>
  );
}

/** /exhibitions: current, upcoming and past exhibitions, as groups or one at a time (docs/product.md#screens). */
export default function ExhibitionsPage() {
  const { t } = useTranslation('gallery');
  const [params] = useSearchParams();
  const filter = readFilter(params.get('show'));
  const { data: exhibitions, isLoading, isError, refetch } = useGetExhibitionsQuery();
  const byStatus = (status: Status) => (exhibitions ?? []).filter((e) => e.status === status);
  const firstId = (filter === 'all' ? GROUPS.flatMap(byStatus) : byStatus(filter))[0]?.id;

  let content;
  if (isLoading) content = <LoadingState />;
  else if (isError || !exhibitions)
    content = <BlockError message={t('exhibitions.error')} onRetry={() => void refetch()} />;
  else if (exhibitions.length === 0) content = <EmptyState title={t('exhibitions.empty')} />;
  else if (filter !== 'all') {
    const shown = byStatus(filter);
    content = shown.length ? (
      <Cards exhibitions={shown} firstId={firstId} />
    ) : (
      <EmptyState title={t(`exhibitions.none.${filter}`)} />
    );
  } else {
    content = GROUPS.map((status) => {
      const group = byStatus(status);
      if (group.length === 0) return null;
      return (
        <section key={status} className={styles.group} aria-labelledby={`exhibitions-${status}`}>
          <h2 id={`exhibitions-${status}`} className={styles.groupTitle}>
            {t(`exhibitions.groups.${status}`)}
            <span className={styles.groupCount}>{group.length}</span>
          </h2>
          <Cards exhibitions={group} firstId={firstId} />
        </section>
      );
    });
  }

  const tabs: (Status | 'all')[] = ['all', ...GROUPS];
  return (
    <>
      <Seo title={t('exhibitions.title')} description={t('exhibitions.description')} />
      <PageHeader
        title={t('exhibitions.title')}
        breadcrumb={[{ label: t('exhibitions.title') }]}
        intro={t('exhibitions.intro')}
      />
      <div className="container section">
        <nav className={styles.filter} aria-label={t('exhibitions.filterLabel')}>
          <ul>
            {tabs.map((tab) => (
              <li key={tab}>
                <Link
                  to={tab === 'all' ? '/exhibitions' : `/exhibitions?show=${tab}`}
                  aria-current={tab === filter ? 'page' : undefined}
                  className={styles.tab}
                  preventScrollReset
                >
                  {t(`exhibitions.filter.${tab}`)}
                  {exhibitions && tab !== 'all' ? (
                    <span className={styles.tabCount}>{byStatus(tab).length}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {content}
      </div>
    </>
  );
}
