import { Link } from 'react-router';
import { pressSorts, type ManagedPress } from '#shared/api/manage.ts';
import { useGetPressQuery } from '../../endpoints/get-press.ts';
import { Icon } from '../../components/icons.tsx';
import { SearchedListScreen, type Column } from '../../components/resource-list.tsx';
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
      <Link to={`/press/${article.id}`} className="adm-row-link">
        <span className="adm-thumb adm-thumb--wide">
          {article.image?.image_set ? (
            <img src={article.image.image_set.src} alt="" loading="lazy" />
          ) : (
            <Icon name="press" size={18} />
          )}
        </span>
        <span className="adm-row-text">
          <span className="adm-row-title">{article.article_title}</span>
        </span>
      </Link>
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
