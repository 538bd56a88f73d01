import { pageSorts } from '#shared/api/manage.ts';
import { useGetPagesQuery } from '../../endpoints/get-pages.ts';
import { Icon } from '../../components/icons.tsx';
import { useListParams } from '../../components/list-tools.tsx';
import { column, RecordLink, ResourceList, type Column } from '../../components/resource-list.tsx';
import { Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { t, textIfAny } from '../../lib/i18n.ts';
import type { PageList } from '../../lib/types.ts';
import { storefrontPathOfPage } from './page-paths.ts';
type Sort = (typeof pageSorts)[number];

const columns: Column<PageList[number], Sort>[] = [
  column('pages.columns.page', {
    sort: 'name',
    unlabelled: true,
    cell: (page) => (
      <RecordLink
        to={`/pages/${page.slug}`}
        title={page.page_name || t('pages.untitled')}
        meta={textIfAny(`pages.slugs.${page.slug}`) ?? page.slug}
        thumb={<Icon name="page" size={20} />}
      />
    ),
  }),
  column('pages.columns.shownAt', {
    cell: (page) => {
      const path = storefrontPathOfPage(page.slug);
      return path ? (
        <code className="adm-code">{path}</code>
      ) : (
        <span className="adm-muted">{t('pages.shownWithArtworks')}</span>
      );
    },
  }),
  column('pages.columns.cards', {
    sort: 'cards',
    cell: (page) => page.card_count,
  }),
  column('list.updated', {
    sort: 'updated',
    firstOrder: 'desc',
    className: 'adm-nowrap adm-muted',
    cell: (page) =>
      page.exists && page.updated_at ? (
        formatDateTime(page.updated_at)
      ) : (
        <Badge tone="muted">{t('pages.notWritten')}</Badge>
      ),
  }),
];

/** /admin/pages: About, the three service pages and the delivery text, in menu order unless sorted by a column. */
export function PagesScreen() {
  useDocumentTitle(t('sections.pages.label'));
  const { sort, setSort, chosenSort } = useListParams([] as const, {
    keys: pageSorts,
    fallback: { sort: 'position', order: 'asc' },
  });
  const query = useGetPagesQuery(chosenSort);
  return (
    <>
      <PageHeader title={t('sections.pages.label')} description={t('pages.intro')} />
      <ResourceList
        query={query}
        rows={query.data}
        columns={columns}
        rowKey={(page) => page.slug}
        sort={sort}
        onSort={setSort}
        empty={<p>{t('pages.empty')}</p>}
      />
    </>
  );
}
