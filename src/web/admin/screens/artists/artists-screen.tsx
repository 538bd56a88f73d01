import { artistSorts, type ManagedArtist } from '#shared/api/manage.ts';
import { useGetArtistsQuery } from '../../endpoints/get-artists.ts';
import { RecordLink, SearchedListScreen, ThumbPicture, type Column } from '../../components/resource-list.tsx';
import { formatDate, initials } from '../../lib/format.ts';
import { strings } from '../../lib/strings.ts';

const t = strings.artists;
type Sort = (typeof artistSorts)[number];

const columns: Column<ManagedArtist, Sort>[] = [
  {
    header: t.columns.artist,
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
  },
  {
    header: t.columns.location,
    sort: 'location',
    cell: (artist) => artist.location ?? <span className="adm-muted">—</span>,
  },
  { header: t.columns.artworks, cell: (artist) => t.counts(artist.artwork_count, artist.published_count) },
  { header: t.columns.order, sort: 'position', cell: (artist) => artist.position },
  {
    header: strings.list.updated,
    sort: 'updated',
    firstOrder: 'desc',
    className: 'adm-nowrap adm-muted',
    cell: (artist) => formatDate(artist.updated_at),
  },
];

/** /admin/artists: in the gallery's own order unless sorted by a column, searched on the server. */
export function ArtistsScreen() {
  return (
    <SearchedListScreen
      title={strings.sections.artists.label}
      intro={t.intro}
      add={{ to: '/artists/new', label: t.add }}
      deletedMessage={t.deleted}
      searchLabel={t.searchLabel}
      emptyText={t.empty}
      columns={columns}
      sorting={{ keys: artistSorts, fallback: { sort: 'position', order: 'asc' } }}
      useListQuery={useGetArtistsQuery}
    />
  );
}
