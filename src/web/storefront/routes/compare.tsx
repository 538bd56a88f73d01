import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { CloseIcon, CompareIcon } from '#web/components/ui/icons.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PriceWithDiscount } from '#web/components/ui/price.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import type { SavedArtwork } from '#web/lib/state/saved-artwork.ts';
import { useSavedLists } from '#web/lib/state/use-saved-lists.ts';
import { formatDimensions, formatEdition } from '#web/features/catalog/components/artwork-format.ts';
import { PersonalScreen } from '../components/personal-screen.tsx';
import './saved-lists.css';

/** Stands for a fact the list did not keep (an artwork saved before the fact was recorded). */
const UNKNOWN = '—';

/** The kept artworks side by side, one column each, one row per art fact. */
function CompareBody() {
  const { t } = useTranslation();
  const { t: tc, i18n } = useTranslation('catalog');
  const { compare, removeFromCompare } = useSavedLists();

  const rows: { key: string; label: string; value: (item: SavedArtwork) => ReactNode }[] = [
    { key: 'artist', label: tc('filters.artist'), value: (item) => item.artist?.full_name ?? UNKNOWN },
    { key: 'medium', label: tc('facts.medium'), value: (item) => item.medium || UNKNOWN },
    {
      key: 'dimensions',
      label: tc('facts.dimensions'),
      value: (item) =>
        formatDimensions(
          { width_cm: item.width_cm ?? null, height_cm: item.height_cm ?? null, depth_cm: item.depth_cm ?? null },
          tc,
          i18n.language,
        ) ?? UNKNOWN,
    },
    { key: 'year', label: tc('facts.year'), value: (item) => (item.year ? String(item.year) : UNKNOWN) },
    {
      key: 'edition',
      label: tc('facts.edition'),
      value: (item) =>
        item.edition_type
          ? formatEdition(
              {
                edition_type: item.edition_type,
                edition_size: item.edition_size ?? null,
                edition_number: item.edition_number ?? null,
              },
              tc,
            )
          : UNKNOWN,
    },
    {
      key: 'price',
      label: tc('filters.price'),
      value: (item) => <PriceWithDiscount price={item.price} discount={item.discount} salePrice={item.product_price} />,
    },
    {
      key: 'availability',
      label: tc('filters.availability'),
      value: (item) =>
        item.availability === 'sold' || item.availability === 'reserved'
          ? tc(`availability.${item.availability}`)
          : tc('filters.availabilityOption.available'),
    },
  ];

  return (
    <>
      <section className="container section saved-page">
        {compare.length === 0 ? (
          <EmptyState
            icon={<CompareIcon size={36} />}
            title={t('saved.compareEmpty')}
            action={<ButtonLink to="/arts">{t('actions.browseArtworks')}</ButtonLink>}
          >
            <p>{t('saved.compareEmptyText')}</p>
          </EmptyState>
        ) : (
          // A wide table scrolls sideways on a phone; the row labels stay in view.
          <div className="compare-scroll" role="region" aria-label={t('saved.compareCaption')} tabIndex={0}>
            <table
              className={`compare-table${compare.length > 2 ? ' compare-table--many' : ''}`}
              style={{ '--works': compare.length } as CSSProperties}
            >
              <caption className="visually-hidden">{t('saved.compareCaption')}</caption>
              <colgroup>
                <col />
                {compare.map((item) => (
                  <col key={item.id} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <td className="compare-table__corner" />
                  {compare.map((item) => (
                    <th key={item.id} scope="col" className="compare-table__work">
                      <Link to={`/arts/${item.product_slug}`} className="compare-table__link">
                        <ResponsiveImage
                          image={item.feature_image_set}
                          sizes="180px"
                          aspectRatio="1 / 1"
                          fit="contain"
                          alt=""
                        />
                        <span className="compare-table__name">{item.product_name}</span>
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    {compare.map((item) => (
                      <td key={item.id}>{row.value(item)}</td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <td className="compare-table__corner" />
                  {compare.map((item) => (
                    <td key={item.id}>
                      <button
                        type="button"
                        className="link-button saved-row__remove"
                        onClick={() => removeFromCompare(item.id)}
                        aria-label={t('saved.remove', { name: item.product_name })}
                      >
                        <CloseIcon size={14} /> {t('actions.remove')}
                      </button>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** /compare: its title and heading rendered with the page, the kept works by the browser that keeps them. */
export default function ComparePage() {
  const { t } = useTranslation();
  const title = t('nav.compare');
  return (
    <PersonalScreen title={title} heading={<PageHeader title={title} intro={t('saved.compareIntro')} />}>
      <CompareBody />
    </PersonalScreen>
  );
}
