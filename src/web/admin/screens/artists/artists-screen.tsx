import { artistSorts, type ManagedArtist } from '#shared/api/manage.ts';
import { useGetArtistsQuery } from '../../endpoints/get-artists.ts';
import { column, RecordLink, SearchedListScreen, ThumbPicture, type Column } from '../../components/resource-list.tsx';
import { formatDate, initials } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
type Sort = (typeof artistSorts)[number];

const columns: Column<ManagedArtist, Sort>[] = [
  column('artists.columns.artist', {
    sort: 'name',
    unlabelled: true,
    cell: (artist) => (
      <RecordLink
        to={`/artists/${artist.id}`}
        title={artist.full_name}
        meta={artist.storefront_url}
        thumbShape="round"
        thumb={
          <ThumbPicture
            src={artist.profile_image?.url}
            fallback={<span aria-hidden="true">{initials(artist.full_name)}</span>}
          />
        }
      />
    ),
  }),
  column('artists.columns.location', {
    sort: 'location',
    cell: (artist) => artist.location ?? <span className="adm-muted">—</span>,
  }),
  column('artists.columns.artworks', {
    cell: (artist) => t('artists.counts', { all: artist.artwork_count, published: artist.published_count }),
  }),
  column('artists.columns.order', {
    sort: 'position',
    cell: (artist) => artist.position,
  }),
  column('list.updated', {
    sort: 'updated',
    firstOrder: 'desc',
    className: 'adm-nowrap adm-muted',
    cell: (artist) => formatDate(artist.updated_at),
  }),
];

/** /admin/artists: in the gallery's own order unless sorted by a column, searched on the server. */
export function ArtistsScreen() {
  return (
    <SearchedListScreen
      title={t('sections.artists.label')}
      intro={t('artists.intro')}
      add={{ to: '/artists/new', label: t('artists.add') }}
      deletedMessage={(name) => t('artists.deleted', { name })}
      searchLabel={t('artists.searchLabel')}
      emptyText={t('artists.empty')}
      columns={columns}
      sorting={{ keys: artistSorts, fallback: { sort: 'position', order: 'asc' } }}
      useListQuery={useGetArtistsQuery}
    />
  );
}
