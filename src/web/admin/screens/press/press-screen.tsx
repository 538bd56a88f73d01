import { pressSorts, type ManagedPress } from '#shared/api/manage.ts';
import { useGetPressQuery } from '../../endpoints/get-press.ts';
import { Icon } from '../../components/icons.tsx';
import { column, RecordLink, SearchedListScreen, ThumbPicture, type Column } from '../../components/resource-list.tsx';
import { Badge } from '../../components/ui.tsx';
import { formatDate } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
type Sort = (typeof pressSorts)[number];

const columns: Column<ManagedPress, Sort>[] = [
  column('press.columns.article', {
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
  }),
  column('press.columns.press', {
    sort: 'press',
    cell: (article) => article.press_name,
  }),
  column('press.columns.published', {
    sort: 'published',
    firstOrder: 'desc',
    className: 'adm-nowrap',
    cell: (article) => formatDate(article.published_on),
  }),
  column('press.columns.pdf', {
    labelHidden: true,
    cell: (article) =>
      article.pdf ? (
        <a href={article.pdf.url} target="_blank" rel="noreferrer" className="adm-inline-link">
          <Icon name="file" size={16} />
          {t('press.openPdf')}
        </a>
      ) : (
        <Badge tone="muted">{t('press.noPdf')}</Badge>
      ),
  }),
];

/** /admin/press: press articles, newest first unless sorted by a column, searched on the server. */
export function PressScreen() {
  return (
    <SearchedListScreen
      title={t('sections.press.label')}
      intro={t('press.intro')}
      add={{ to: '/press/new', label: t('press.add') }}
      deletedMessage={(title) => t('press.deleted', { title })}
      searchLabel={t('press.searchLabel')}
      emptyText={t('press.empty')}
      columns={columns}
      sorting={{ keys: pressSorts, fallback: { sort: 'published', order: 'desc' } }}
      useListQuery={useGetPressQuery}
    />
  );
}
