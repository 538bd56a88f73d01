import { pressSorts, type ManagedPress } from '#shared/api/manage.ts';
import { useGetPressQuery } from '../../endpoints/get-press.ts';
import { Icon } from '../../components/icons.tsx';
import { RecordLink, SearchedListScreen, ThumbPicture, type Column } from '../../components/resource-list.tsx';
import { Badge } from '../../components/ui.tsx';
import { formatDate } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';

const t = strings.press;
type Sort = (typeof pressSorts)[number];

const columns: Column<ManagedPress, Sort>[] = [
  {
    header: t.columns.article,
    sort: 'title',
    unlabelled: true,
    cell: (article) => (
      <RecordLink
        to={`/press/${article.id}`}
        title={article.article_title}
        thumbShape="wide"
        thumb={<ThumbPicture src={article.image?.url} fallback={<Icon name="press" size={18} />} />}
      />
    ),
  },
  { header: t.columns.press, sort: 'press', cell: (article) => article.press_name },
  {
    header: t.columns.published,
    sort: 'published',
    firstOrder: 'desc',
    className: 'adm-nowrap',
    cell: (article) => formatDate(article.published_on),
  },
  {
    header: t.columns.pdf,
    labelHidden: true,
    cell: (article) =>
      article.pdf ? (
        <a href={article.pdf.url} target="_blank" rel="noreferrer" className="adm-inline-link">
          <Icon name="file" size={16} />
          {t.openPdf}
        </a>
      ) : (
        <Badge tone="muted">{t.noPdf}</Badge>
      ),
  },
];

/** /admin/press: press articles, newest first unless sorted by a column, searched on the server. */
export function PressScreen() {
  return (
    <SearchedListScreen
      title={strings.sections.press.label}
      intro={t.intro}
      add={{ to: '/press/new', label: t.add }}
      deletedMessage={t.deleted}
      searchLabel={t.searchLabel}
      emptyText={t.empty}
      columns={columns}
      sorting={{ keys: pressSorts, fallback: { sort: 'published', order: 'desc' } }}
      useListQuery={useGetPressQuery}
    />
  );
}
