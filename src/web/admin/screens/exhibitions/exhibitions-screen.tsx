import { Link } from 'react-router';
import { exhibitionSorts } from '#shared/api/manage.ts';
import { useGetExhibitionsQuery } from '../../endpoints/get-exhibitions.ts';
import { Icon } from '../../components/icons.tsx';
import { column, RecordLink, SearchedListScreen, ThumbPicture, type Column } from '../../components/resource-list.tsx';
import { Badge } from '../../components/ui.tsx';
import { formatDate } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import type { ExhibitionRow } from '../../lib/types.ts';
type Sort = (typeof exhibitionSorts)[number];

export const exhibitionTone = { current: 'success', upcoming: 'accent', past: 'muted' } as const;

const columns: Column<ExhibitionRow, Sort>[] = [
  column('exhibitions.columns.exhibition', {
    sort: 'title',
    unlabelled: true,
    cell: (ex) => (
      <RecordLink
        to={`/exhibitions/${ex.id}`}
        title={ex.title}
        meta={ex.venue ? `${t(`exhibitions.kind.${ex.kind}`)} · ${ex.venue}` : t(`exhibitions.kind.${ex.kind}`)}
        thumbShape="wide"
        thumb={<ThumbPicture src={ex.image?.url} fallback={<Icon name="exhibition" size={18} />} />}
      />
    ),
  }),
  column('exhibitions.columns.dates', {
    sort: 'start',
    firstOrder: 'desc',
    className: 'adm-nowrap',
    cell: (ex) => (
      <>
        {formatDate(ex.start_date)} – {formatDate(ex.end_date)}
      </>
    ),
  }),
  column('exhibitions.columns.status', {
    labelHidden: true,
    cell: (ex) => (
      <>
        <Badge tone={exhibitionTone[ex.status]}>{t(`artworks.exhibitionStatus.${ex.status}`)}</Badge>
        {ex.published ? null : <Badge tone="muted">{t('artworks.status.draft')}</Badge>}
      </>
    ),
  }),
  column('exhibitions.columns.artworks', {
    cell: (ex) => ex.artwork_ids.length,
  }),
  column('exhibitions.columns.applications', {
    cell: (ex) =>
      ex.application_count ? <Link to={`/applications?exhibition=${ex.id}`}>{ex.application_count}</Link> : 0,
  }),
];

/** /admin/exhibitions: newest opening first unless sorted by a column, searched on the server. */
export function ExhibitionsScreen() {
  return (
    <SearchedListScreen
      title={t('sections.exhibitions.label')}
      intro={t('exhibitions.intro')}
      add={{ to: '/exhibitions/new', label: t('exhibitions.add') }}
      deletedMessage={(title) => t('exhibitions.deleted', { title })}
      searchLabel={t('exhibitions.searchLabel')}
      emptyText={t('exhibitions.empty')}
      columns={columns}
      sorting={{ keys: exhibitionSorts, fallback: { sort: 'start', order: 'desc' } }}
      useListQuery={useGetExhibitionsQuery}
    />
  );
}
