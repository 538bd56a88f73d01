import { useGetArtistQuery } from '../endpoints/get-artist.ts';
import { useGetArtistsQuery } from '../endpoints/get-artists.ts';
import { useGetExhibitionQuery } from '../endpoints/get-exhibition.ts';
import { useGetExhibitionsQuery } from '../endpoints/get-exhibitions.ts';
import { t } from '../lib/i18n.ts';
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
      meta: t(`artworks.exhibitionStatus.${e.status}`),
    })),
    isFetching,
  };
}

type PickerProps = Omit<Parameters<typeof SearchPicker>[0], 'useOptions' | 'multiple' | 'value' | 'onChange'>;

type SinglePickerProps = PickerProps & { value: number | null; onChange: (id: number | null) => void };

/**
 * A picker of one record, or none: `value` is the chosen record's id. When its name is not `known`
 * (a filter opened from an address), `useName` reads the record to show it.
 */
function singlePicker(
  useOptions: Parameters<typeof SearchPicker>[0]['useOptions'],
  useName: (id: number, skip: boolean) => string | undefined,
) {
  return function SinglePicker({ value, onChange, known = [], ...props }: SinglePickerProps) {
    const name = useName(value ?? 0, value === null || known.some((o) => o.id === value));
    const names: PickerOption[] =
      value !== null && name !== undefined ? [...known, { id: value, label: name }] : [...known];
    return (
      <SearchPicker
        {...props}
        known={names}
        value={value === null ? [] : [value]}
        onChange={(ids) => onChange(ids.at(-1) ?? null)}
        useOptions={useOptions}
      />
    );
  };
}

const useArtistName = (id: number, skip: boolean) => useGetArtistQuery(id, { skip }).data?.full_name;
const useExhibitionName = (id: number, skip: boolean) => useGetExhibitionQuery(id, { skip }).data?.title;

/** One artist, or none. */
export const ArtistPicker = singlePicker(useArtistOptions, useArtistName);

/** One exhibition, or none. */
export const ExhibitionPicker = singlePicker(useExhibitionOptions, useExhibitionName);

/** Several exhibitions: `known` names the ones already chosen. */
export function ExhibitionsPicker({
  value,
  onChange,
  ...props
}: PickerProps & { value: readonly number[]; onChange: (ids: number[]) => void }) {
  return <SearchPicker {...props} multiple value={value} onChange={onChange} useOptions={useExhibitionOptions} />;
}
