import { useGetArtistQuery } from '../endpoints/get-artist.ts';
import { useGetArtistsQuery } from '../endpoints/get-artists.ts';
import { useGetExhibitionQuery } from '../endpoints/get-exhibition.ts';
import { useGetExhibitionsQuery } from '../endpoints/get-exhibitions.ts';
import { strings } from '../lib/strings.ts';
import { SearchPicker, type PickerOption } from './search-picker.tsx';

/** How many matches a picker shows: enough to spot the one meant, few enough to read. */
const MATCHES = 8;

/** Artists whose name matches `term`, by name. */
function useArtistOptions(term: string) {
  const { data, isFetching } = useGetArtistsQuery(
    { search: term, per_page: MATCHES, sort: 'name', order: 'asc' },
    { skip: !term },
  );
  return { options: data?.result.map((a) => ({ id: a.id, label: a.full_name })), isFetching };
}

/** Exhibitions whose title (or venue) matches `term`, newest opening first. */
function useExhibitionOptions(term: string) {
  const { data, isFetching } = useGetExhibitionsQuery({ search: term, per_page: MATCHES }, { skip: !term });
  return {
    options: data?.result.map((e) => ({
      id: e.id,
      label: e.title,
      meta: strings.artworks.exhibitionStatus[e.status],
    })),
    isFetching,
  };
}

type PickerProps = Omit<Parameters<typeof SearchPicker>[0], 'useOptions' | 'multiple' | 'value' | 'onChange'>;

/**
 * One artist, or none: `value` is the chosen artist's id. When its name is not `known` (a filter
 * opened from an address), the artist is read to show it.
 */
export function ArtistPicker({
  value,
  onChange,
  known = [],
  ...props
}: PickerProps & { value: number | null; onChange: (id: number | null) => void }) {
  const unknown = value !== null && !known.some((o) => o.id === value);
  const artist = useGetArtistQuery(value ?? 0, { skip: !unknown });
  const names: PickerOption[] = artist.data
    ? [...known, { id: artist.data.id, label: artist.data.full_name }]
    : [...known];
  return (
    <SearchPicker
      {...props}
      known={names}
      value={value === null ? [] : [value]}
      onChange={(ids) => onChange(ids.at(-1) ?? null)}
      useOptions={useArtistOptions}
    />
  );
}

/** One exhibition, or none, like ArtistPicker. */
export function ExhibitionPicker({
  value,
  onChange,
  known = [],
  ...props
}: PickerProps & { value: number | null; onChange: (id: number | null) => void }) {
  const unknown = value !== null && !known.some((o) => o.id === value);
  const exhibition = useGetExhibitionQuery(value ?? 0, { skip: !unknown });
  const names: PickerOption[] = exhibition.data
    ? [...known, { id: exhibition.data.id, label: exhibition.data.title }]
    : [...known];
  return (
    <SearchPicker
      {...props}
      known={names}
      value={value === null ? [] : [value]}
      onChange={(ids) => onChange(ids.at(-1) ?? null)}
      useOptions={useExhibitionOptions}
    />
  );
}

/** Several exhibitions: `known` names the ones already chosen. */
export function ExhibitionsPicker({
  value,
  onChange,
  ...props
}: PickerProps & { value: readonly number[]; onChange: (ids: number[]) => void }) {
  return <SearchPicker {...props} multiple value={value} onChange={onChange} useOptions={useExhibitionOptions} />;
}
