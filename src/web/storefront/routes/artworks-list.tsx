import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSearchArtworksQuery } from '#web/features/catalog/api/search-artworks.ts';
import { useGetArtworkFiltersQuery } from '#web/features/catalog/api/get-artwork-filters.ts';
import { useArtworkQuery } from '#web/features/catalog/hooks/use-artwork-query.ts';
import {
  activeFilterCount,
  toFacetQuery,
  toSearchBody,
  toSearchParams,
} from '#web/features/catalog/hooks/artwork-query.ts';
import { ArtworkFilters } from '#web/features/catalog/components/artwork-filters.tsx';
import { ArtworkGrid, ArtworkGridSkeleton } from '#web/features/catalog/components/artwork-grid.tsx';
import { ActiveFilters } from '#web/features/catalog/components/active-filters.tsx';
import { FiltersDrawer } from '#web/features/catalog/components/filters-drawer.tsx';
import { Pagination } from '#web/features/catalog/components/pagination.tsx';
import { SelectiveHydration } from '#web/lib/hydration.tsx';
import { SearchBox } from '#web/features/catalog/components/search-box.tsx';
import { SortSelect } from '#web/features/catalog/components/sort-select.tsx';
import { ViewToggle } from '#web/features/catalog/components/view-toggle.tsx';
import styles from './artworks-list.module.css';

/** /arts: the artworks of the gallery, searched, filtered, sorted and paged from the URL. */
export default function ArtworksList() {
  const { t } = useTranslation('catalog');
  const { query, update, clearFilters } = useArtworkQuery();
  // The whole catalogue's facets come with the page; with filters chosen, each count says what a tick
  // would find (the previous counts stay shown while the new ones load).
  const catalogueFilters = useGetArtworkFiltersQuery();
  const facetQuery = toFacetQuery(query);
  const narrowedFilters = useGetArtworkFiltersQuery(facetQuery ?? undefined, { skip: !facetQuery });
  const filters = facetQuery && narrowedFilters.data ? narrowedFilters : catalogueFilters;
  const search = useSearchArtworksQuery(toSearchBody(query));
  const headingId = useId();
  const resultsRef = useRef<HTMLElement>(null);

  // currentData belongs to the query shown; while another page or filter loads it is empty, so skeletons show.
  const answer = search.currentData;
  const activeCount = activeFilterCount(query);
  const narrowed = activeCount > 0 || query.search !== '';

  const onSearch = useCallback(
    (value: string, how: { live: boolean }) => update({ search: value }, { replace: how.live }),
    [update],
  );

  // A link to a page past the end (the catalogue shrank since it was shared) lands on the last page.
  const pageCount = answer?.page_count;
  useEffect(() => {
    if (pageCount !== undefined && pageCount > 0 && query.page > pageCount)
      update({ page: pageCount }, { replace: true });
  }, [pageCount, query.page, update]);

  // Paging, or a filter ticked far down the filters, keeps the visitor's place in the page: bring the
  // top of the results back into view, or a shorter list leaves the column beside the filters blank.
  const shown = `${query.page} ${JSON.stringify(facetQuery)}`;
  const firstShown = useRef(shown);
  useEffect(() => {
    if (firstShown.current === shown) return;
    firstShown.current = shown;
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [shown]);

  const filterPanel = <ArtworkFilters filters={filters.data} query={query} update={update} />;

  let content;
  if (search.isError && !search.isFetching) {
    content = (
      <div role="alert" className={styles.state}>
        <EmptyState
          title={t('list.errorTitle')}
          action={
            <Button variant="secondary" onClick={() => void search.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          <p>{t('list.errorText')}</p>
        </EmptyState>
      </div>
    );
  } else if (!answer) {
    content = <ArtworkGridSkeleton count={query.view === 'list' ? 4 : 6} view={query.view} label={t('list.loading')} />;
  } else if (answer.result.length === 0) {
    content = (
      <div className={styles.state}>
        <EmptyState
          title={narrowed ? t('list.emptyTitle') : t('list.emptyCatalogue')}
          icon={
            <svg viewBox="0 0 48 48" width="44" height="44" fill="none" stroke="currentColor" strokeWidth="1.2">
              <rect x="7" y="9" width="34" height="30" />
              <rect x="12" y="14" width="24" height="20" />
              <path d="M12 30l7-7 5 5 4-3 8 7" />
            </svg>
          }
          action={
            narrowed ? (
              <Button variant="primary" onClick={clearFilters}>
                {t('filters.clear')}
              </Button>
            ) : null
          }
        >
          {narrowed ? <p>{t('list.emptyText')}</p> : null}
        </EmptyState>
      </div>
    );
  } else {
    content = (
      <>
        <ArtworkGrid
          artworks={answer.result}
          view={query.view}
          eager={query.view === 'list' ? 2 : 3}
          label={t('list.resultsLabel')}
        />
        <SelectiveHydration>
          <Pagination
            page={answer.page}
            pageCount={answer.page_count}
            hrefFor={(page) => {
              const params = toSearchParams({ ...query, page }).toString();
              return { search: params ? `?${params}` : '' };
            }}
          />
        </SelectiveHydration>
      </>
    );
  }

  return (
    <>
      <Seo title={t('list.title')} description={t('list.description')} />
      <PageHeader title={t('list.title')} breadcrumb={[{ label: t('list.title') }]} intro={t('list.intro')} />
      <div className={`container ${styles.layout}`}>
        <aside className={styles.sidebar} aria-label={t('filters.title')}>
          {/* Beside the results on a wide screen; on a phone, in the drawer. */}
          <SelectiveHydration>{filterPanel}</SelectiveHydration>
        </aside>
        <section ref={resultsRef} className={styles.results} aria-labelledby={headingId} aria-busy={search.isFetching}>
          <h2 id={headingId} className="visually-hidden">
            {t('list.resultsLabel')}
          </h2>
          {/* Search, sorting and the filters' button, hydrated just after the first pass. */}
          <SelectiveHydration>
            <div className={styles.toolbar}>
              <div className={styles.searchSlot}>
                <SearchBox value={query.search} onSearch={onSearch} />
              </div>
              <div className={styles.drawerSlot}>
                <FiltersDrawer activeCount={activeCount} total={answer?.total} onClear={clearFilters}>
                  {filterPanel}
                </FiltersDrawer>
              </div>
              <p className={styles.count} role="status">
                {answer ? t('list.count', { count: answer.total }) : ''}
              </p>
              <div className={styles.controls}>
                <SortSelect value={query.sort} onChange={(sort) => update({ sort })} />
                <ViewToggle value={query.view} onChange={(view) => update({ view }, { replace: true })} />
              </div>
            </div>
          </SelectiveHydration>
          <ActiveFilters query={query} filters={filters.data} update={update} onClear={clearFilters} />
          <div className={styles.content}>{content}</div>
        </section>
      </div>
    </>
  );
}
