import { Link } from 'react-router';
import { exhibitionSorts } from '#shared/api/manage.ts';
import { useGetExhibitionsQuery } from '../../endpoints/get-exhibitions.ts';
import { Icon } from '../../components/icons.tsx';
import { RecordLink, SearchedListScreen, ThumbPicture, type Column } from '../../components/resource-list.tsx';
import { Badge } from '../../components/ui.tsx';
import { formatDate } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';
import type { ExhibitionRow } from '../../lib/types.ts';

const t = strings.exhibitions;
type Sort = (typeof exhibitionSorts)[number];

export const exhibitionTone = { current: 'success', upcoming: 'accent', past: 'muted' } as const;

const columns: Column<ExhibitionRow, Sort>[] = [
  {
    header: t.columns.exhibition,
    sort: 'title',
    unlabelled: true,
    cell: (ex) => (
      <RecordLink
        to={`/exhibitions/${ex.id}`}
        title={ex.title}
        meta={ex.venue ? `${t.kind[ex.kind]} · ${ex.venue}` : t.kind[ex.kind]}
        thumbShape="wide"
        thumb={<ThumbPicture src={ex.image?.url} fallback={<Icon name="exhibition" size={18} />} />}
      />
    ),
  },
  {
    header: t.columns.dates,
    sort: 'start',
    firstOrder: 'desc',
    className: 'adm-nowrap',
    cell: (ex) => (
      <>
        {formatDate(ex.start_date)} – {formatDate(ex.end_date)}
      </>
    ),
  },
  {
    header: t.columns.status,
    labelHidden: true,
    cell: (ex) => <Badge tone={exhibitionTone[ex.status]}>{strings.artworks.exhibitionStatus[ex.status]}</Badge>,
  },
  { header: t.columns.artworks, cell: (ex) => ex.artwork_ids.length },
  {
    header: t.columns.applications,
    cell: (ex) =>
      ex.application_count ? <Link to={`/applications?exhibition=${ex.id}`}>{ex.application_count}</Link> : 0,
  },
];

/** /admin/exhibitions: newest opening first unless sorted by a column, searched on the server. */
export function ExhibitionsScreen() {
  return (
    <SearchedListScreen
      title={strings.sections.exhibitions.label}
      intro={t.intro}
      add={{ to: '/exhibitions/new', label: t.add }}
      deletedMessage={t.deleted}
      searchLabel={t.searchLabel}
      emptyText={t.empty}
      columns={columns}
      sorting={{ keys: exhibitionSorts, fallback: { sort: 'start', order: 'desc' } }}
      useListQuery={useGetExhibitionsQuery}
    />
  );
}
