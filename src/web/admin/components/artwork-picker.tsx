import { useEffect, useId, useState, type ReactNode } from 'react';
import { useGetArtworkQuery } from '../endpoints/get-artwork.ts';
import { useGetArtworksQuery } from '../endpoints/get-artworks.ts';
import { t } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';
import { DragHandle, shiftItem, SortableList } from './sortable.tsx';
import { Badge, Spinner } from './ui.tsx';

export interface PickedArtwork {
  id: number;
  /** Left out when only the id is known (a home section's list); the row then loads it. */
  name?: string;
  thumbnail?: string;
  status?: 'published' | 'draft';
}

/**
 * An ordered choice of artworks (an exhibition's hang, the home page's featured works): search the
 * catalogue on the server and add, then drag or use the arrows to order, and remove.
 */
export function ArtworkPicker({
  label,
  value,
  onChange,
  error,
  max,
  name,
}: {
  label: string;
  value: PickedArtwork[];
  onChange: (value: PickedArtwork[]) => void;
  error?: string;
  max?: number;
  name?: string;
}) {
  const labelId = useId();
  const searchId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useGetArtworksQuery(
    { per_page: 8, sort: 'name', order: 'asc', ...(term ? { search: term } : {}) },
    { skip: !term },
  );
  const full = max !== undefined && value.length >= max;

  return (
    <div className="adm-field" data-field={name} data-invalid={error ? true : undefined}>
      <span className="adm-label" id={labelId}>
        {label}
      </span>
      {value.length ? (
        <SortableList
          items={value}
          idOf={(a) => a.id}
          onReorder={onChange}
          className="adm-sort-list"
          as="ol"
          renderItem={(artwork, index, { handle }) => (
            <PickedRow
              artwork={artwork}
              handle={(name) => <DragHandle handle={handle} label={`${t('form.dragToReorder')}: ${name}`} />}
              first={index === 0}
              last={index === value.length - 1}
              onUp={() => onChange(shiftItem(value, index, -1))}
              onDown={() => onChange(shiftItem(value, index, 1))}
              onRemove={() => onChange(value.filter((a) => a.id !== artwork.id))}
            />
          )}
        />
      ) : (
        <p className="adm-muted">{t('artworkPicker.none')}</p>
      )}
      <div className="adm-picker">
        <label htmlFor={searchId} className="adm-visually-hidden">
          {t('artworkPicker.search')}
        </label>
        <div className="adm-search">
          <Icon name="search" size={16} className="adm-search-icon" />
          <input
            id={searchId}
            type="search"
            className="adm-input adm-search-input"
            placeholder={full ? t('artworkPicker.full', { max: max ?? 0 }) : t('artworkPicker.search')}
            value={text}
            disabled={full}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
        </div>
        {term ? (
          <ul className="adm-picker-results" aria-label={t('artworkPicker.results')}>
            {results.isFetching && !results.data ? (
              <li className="adm-picker-empty">
                <Spinner size="sm" />
              </li>
            ) : results.data?.result.length ? (
              results.data.result.map((row) => {
                const chosen = value.some((a) => a.id === row.id);
                return (
                  <li key={row.id} className="adm-picker-result">
                    <span className="adm-thumb">
                      {row.thumbnail ? <img src={row.thumbnail} alt="" /> : <Icon name="image" size={18} />}
                    </span>
                    <span className="adm-row-text">
                      <span className="adm-row-title">{row.name}</span>
                      <span className="adm-row-meta">
                        {row.artist?.full_name ?? t('artworks.noArtist')} · {t(`artworks.status.${row.status}`)}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="adm-button adm-button--secondary adm-button--small"
                      disabled={chosen || full}
                      aria-label={
                        chosen
                          ? t('artworkPicker.addedName', { name: row.name })
                          : t('artworkPicker.addName', { name: row.name })
                      }
                      onClick={() =>
                        onChange([
                          ...value,
                          { id: row.id, name: row.name, thumbnail: row.thumbnail, status: row.status },
                        ])
                      }
                    >
                      {chosen ? <Icon name="check" size={16} /> : <Icon name="plus" size={16} />}
                      {chosen ? t('artworkPicker.added') : t('artworkPicker.add')}
                    </button>
                  </li>
                );
              })
            ) : (
              <li className="adm-picker-empty">{t('artworkPicker.noResults')}</li>
            )}
          </ul>
        ) : null}
      </div>
      {error ? <p className="adm-field-error">{error}</p> : null}
    </div>
  );
}

function PickedRow({
  artwork,
  handle,
  first,
  last,
  onUp,
  onDown,
  onRemove,
}: {
  artwork: PickedArtwork;
  /** The drag handle, named after the work (whose name a home section's row loads itself). */
  handle: (name: string) => ReactNode;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}) {
  const loaded = useGetArtworkQuery(artwork.id, { skip: artwork.name !== undefined });
  const name =
    artwork.name ?? loaded.data?.name ?? (loaded.isError ? t('artworkPicker.missing', { id: artwork.id }) : '…');
  const thumbnail = artwork.thumbnail ?? loaded.data?.feature_image?.url ?? loaded.data?.images[0]?.url ?? '';
  const status = artwork.status ?? loaded.data?.status;
  return (
    <div className="adm-sort-row">
      {handle(name)}
      <span className="adm-thumb">{thumbnail ? <img src={thumbnail} alt="" /> : <Icon name="image" size={18} />}</span>
      <span className="adm-sort-row-body adm-row-text">
        <span className="adm-row-title">{name}</span>
        {status === 'draft' ? (
          <span>
            <Badge tone="muted">{t('artworkPicker.draftHidden')}</Badge>
          </span>
        ) : null}
      </span>
      <span className="adm-sort-row-actions">
        <button
          type="button"
          className="adm-icon-button adm-icon-button--small"
          aria-label={`${t('form.moveUp')}: ${name}`}
          disabled={first}
          onClick={onUp}
        >
          <Icon name="chevronUp" size={16} />
        </button>
        <button
          type="button"
          className="adm-icon-button adm-icon-button--small"
          aria-label={`${t('form.moveDown')}: ${name}`}
          disabled={last}
          onClick={onDown}
        >
          <Icon name="chevronDown" size={16} />
        </button>
        <button
          type="button"
          className="adm-icon-button adm-icon-button--small adm-icon-button--danger"
          aria-label={`${t('form.remove')}: ${name}`}
          onClick={onRemove}
        >
          <Icon name="close" size={16} />
        </button>
      </span>
    </div>
  );
}
