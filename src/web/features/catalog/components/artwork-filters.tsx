import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFilters } from '#shared/api/catalog.ts';
import { availabilityFilter } from '#shared/catalog-options.ts';
import { convertMinor, type Currency } from '#shared/money.ts';
import { useDisplayCurrency } from '#web/lib/display-currency.tsx';
import { TextWithRialSign } from '#web/components/ui/rial-sign.tsx';
import type { ArtworkQuery, ListFilter } from '../hooks/artwork-query.ts';
import styles from './artwork-filters.module.css';

export interface ArtworkFiltersProps {
  filters: ProductFilters | undefined;
  query: ArtworkQuery;
  update: (change: Partial<ArtworkQuery>) => void;
}

type Facet = ProductFilters['artists'][number];

/** 'All works' first: it is the default and the way back. */
const availabilityOrder = ['all', ...availabilityFilter.filter((v) => v !== 'all')] as const;

/** The filter groups of the artworks list; every change goes straight to the URL. */
export function ArtworkFilters({ filters, query, update }: ArtworkFiltersProps) {
  const { t } = useTranslation('catalog');
  const { currency } = useDisplayCurrency();
  // The sidebar and the drawer may both be in the page: radio groups need names of their own.
  const availabilityName = useId();
  const toggle = (filter: ListFilter, slug: string) => {
    const current = query[filter];
    update({
      [filter]: current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug],
    });
  };
  const facetGroup = (
    filter: ListFilter,
    facets: Facet[] | undefined,
    label: (facet: Facet) => string = (f) => f.name,
  ) =>
    facets && facets.length > 0 ? (
      <FacetGroup
        legend={t(`filters.${filter}`)}
        facets={facets}
        selected={query[filter]}
        label={label}
        onToggle={(slug) => toggle(filter, slug)}
      />
    ) : null;

  return (
    <div className={styles.filters}>
      {filters ? null : <FiltersSkeleton />}
      {facetGroup('artist', filters?.artists)}
      {facetGroup('category', filters?.categories)}
      {facetGroup('tag', filters?.tags)}
      {facetGroup('medium', filters?.mediums)}
      {facetGroup('orientation', filters?.orientations, (f) => t(`orientation.${f.slug}`, { defaultValue: f.name }))}
      {filters ? (
        <PriceRange
          key={`${currency.code}-${query.minPrice}-${query.maxPrice}`}
          bounds={filters.price}
          query={query}
          update={update}
        />
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.availability')}</legend>
        <div className={styles.options}>
          {availabilityOrder.map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                name={availabilityName}
                value={value}
                checked={query.availability === value}
                onChange={() => update({ availability: value })}
              />
              <span>{t(`filters.availabilityOption.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

const FEW_FACETS = 6;

function FacetGroup({
  legend,
  facets,
  selected,
  label,
  onToggle,
}: {
  legend: string;
  facets: Facet[];
  selected: string[];
  label: (facet: Facet) => string;
  onToggle: (slug: string) => void;
}) {
  const { t } = useTranslation('catalog');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = facets.length > FEW_FACETS + 2;
  // Folded, the list shows the first values that find something under the other filters (all of
  // them when none does), and a chosen value always stays in sight.
  const finding = facets.filter((f) => f.count > 0 || selected.includes(f.slug));
  const pool = finding.length > 0 ? finding : facets;
  const shown = long && !expanded ? pool.filter((f, i) => i < FEW_FACETS || selected.includes(f.slug)) : facets;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options} id={id}>
        {shown.map((facet) => (
          <label
            key={facet.slug}
            className={styles.option}
            // A choice that would find nothing, given the others, reads so (it stays, and can be ticked).
            data-empty={facet.count === 0 && !selected.includes(facet.slug) ? '' : undefined}
          >
            <input type="checkbox" checked={selected.includes(facet.slug)} onChange={() => onToggle(facet.slug)} />
            <span className={styles.optionName}>{label(facet)}</span>
            <span className={styles.count} aria-hidden="true">
              {facet.count}
            </span>
          </label>
        ))}
      </div>
      {long ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('filters.showFewer') : t('filters.showAll', { count: facets.length })}
        </button>
      ) : null}
    </fieldset>
  );
}

/** Quiet placeholders of the filter groups while the facets load, so nothing below them jumps. */
function FiltersSkeleton() {
  return (
    <>
      {[5, 5, 6].map((lines, group) => (
        <div key={group} className={styles.group} aria-hidden="true">
          <span className={styles.legend}>
            <span className={styles.skeletonLine} style={{ inlineSize: '40%' }} />
          </span>
          {Array.from({ length: lines }, (_, i) => (
            <span key={i} className={styles.skeletonLine} style={{ inlineSize: `${55 + ((i * 17) % 35)}%` }} />
          ))}
        </div>
      ))}
    </>
  );
}

/** An amount in the display currency, as a plain number for an input ("1250.5"). */
export function toDisplayAmount(baisa: number, currency: Pick<Currency, 'rate' | 'decimals'>): number {
  return convertMinor(baisa, currency) / 10 ** currency.decimals;
}

/** Back from the display currency to baisa; a lower bound rounds down and an upper bound up, so no work at the edge is lost. */
export function toBaisa(amount: number, currency: Pick<Currency, 'rate'>, bound: 'min' | 'max'): number {
  const exact = (amount * 1000) / Number(currency.rate);
  return Math.max(0, bound === 'min' ? Math.floor(exact) : Math.ceil(exact));
}

function PriceRange({
  bounds,
  query,
  update,
}: {
  bounds: ProductFilters['price'];
  query: ArtworkQuery;
  update: (change: Partial<ArtworkQuery>) => void;
}) {
  const { t } = useTranslation('catalog');
  const { currency } = useDisplayCurrency();
  const id = useId();
  const shown = (baisa: number | null) => {
    if (baisa === null) return '';
    const amount = toDisplayAmount(baisa, currency);
    return Number.isInteger(amount) ? String(amount) : amount.toFixed(currency.decimals);
  };
  const [min, setMin] = useState(shown(query.minPrice));
  const [max, setMax] = useState(shown(query.maxPrice));
  const [error, setError] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parse = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
    const low = parse(min);
    const high = parse(max);
    if (
      (low !== null && !(low >= 0)) ||
      (high !== null && !(high >= 0)) ||
      (low !== null && high !== null && low > high)
    ) {
      setError(true);
      return;
    }
    setError(false);
    update({
      minPrice: low === null ? null : toBaisa(low, currency, 'min'),
      maxPrice: high === null ? null : toBaisa(high, currency, 'max'),
    });
  };

  return (
    <form className={styles.group} onSubmit={apply} aria-labelledby={`${id}-legend`} noValidate>
      <p id={`${id}-legend`} className={styles.legend}>
        {t('filters.price')}{' '}
        <span className={styles.currency}>
          <TextWithRialSign>{`(${currency.symbol})`}</TextWithRialSign>
        </span>
      </p>
      <div className={styles.priceRow}>
        <label className={styles.priceField}>
          <span className={styles.priceLabel}>{t('filters.priceMin')}</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={min}
            placeholder={String(Math.floor(toDisplayAmount(bounds.min, currency)))}
            onChange={(e) => setMin(e.target.value)}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <label className={styles.priceField}>
          <span className={styles.priceLabel}>{t('filters.priceMax')}</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={max}
            placeholder={String(Math.ceil(toDisplayAmount(bounds.max, currency)))}
            onChange={(e) => setMax(e.target.value)}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        <button type="submit" className={styles.apply}>
          {t('filters.apply')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t('filters.priceInvalid')}
        </p>
      ) : null}
    </form>
  );
}
