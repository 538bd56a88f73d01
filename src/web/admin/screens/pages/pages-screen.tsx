import { pageSorts } from '#shared/api/manage.ts';
import { useGetPagesQuery } from '../../endpoints/get-pages.ts';
import { Icon } from '../../components/icons.tsx';
import { useListParams } from '../../components/list-tools.tsx';
import { RecordLink, ResourceList, type Column } from '../../components/resource-list.tsx';
import { Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';
import type { PageList } from '../../lib/types.ts';
import { storefrontPathOfPage } from './page-paths.ts';

const t = strings.pages;
type Sort = (typeof pageSorts)[number];

const columns: Column<PageList[number], Sort>[] = [
  {
    header: t.columns.page,
    sort: 'name',
    unlabelled: true,
    cell: (page) => (
      <RecordLink
        to={`/pages/${page.slug}`}
        title={page.page_name || t.untitled}
        meta={t.slugs[page.slug as keyof typeof t.slugs] ?? page.slug}
        thumb={<Icon name="page" size={20} />}
      />
    ),
  },
  {
    header: t.columns.shownAt,
    cell: (page) => {
      const path = storefrontPathOfPage(page.slug);
      return path ? <code className="adm-code">{path}</code> : <span className="adm-muted">{t.shownWithArtworks}</span>;
    },
  },
  { header: t.columns.cards, sort: 'cards', cell: (page) => page.card_count },
  {
    header: strings.list.updated,
    sort: 'updated',
    firstOrder: 'desc',
    className: 'adm-nowrap adm-muted',
    cell: (page) =>
      page.exists && page.updated_at ? formatDateTime(page.updated_at) : <Badge tone="muted">{t.notWritten}</Badge>,
  },
];

/** /admin/pages: About, the three service pages and the delivery text, in menu order unless sorted by a column. */
export function PagesScreen() {
  useDocumentTitle(strings.sections.pages.label);
  const { sort, setSort, chosenSort } = useListParams([] as const, {
    keys: pageSorts,
    fallback: { sort: 'position', order: 'asc' },
  });
  const query = useGetPagesQuery(chosenSort);
  return (
    <>
      <PageHeader title={strings.sections.pages.label} description={t.intro} />
      <ResourceList
        query={query}
        rows={query.data}
        columns={columns}
        rowKey={(page) => page.slug}
        sort={sort}
        onSort={setSort}
        empty={<p>{t.empty}</p>}
      />
    </>
  );
}
