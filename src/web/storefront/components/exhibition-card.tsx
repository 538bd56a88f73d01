import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitionSummary } from '#shared/api/gallery.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { formatLongDate } from '#web/lib/dates.ts';
import './cards.css';

/** docs/product.md#screens: image, 'start To end' dates and title, linking to the exhibition. */
export function ExhibitionCard({
  exhibition,
  sizes,
  priority = false,
  headingLevel = 3,
}: {
  exhibition: ExhibitionSummary;
  sizes: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <article className="card exhibition-card">
      <Link to={`/exhibitions/${exhibition.exhibition_slug}`} className="card__link">
        <ResponsiveImage
          image={exhibition.exhibition_image_set}
          sizes={sizes}
          aspectRatio="16 / 9"
          alt=""
          priority={priority}
        />
        <div className="card__body">
          <p className="card__eyebrow">
            <span className={`status-dot status-dot--${exhibition.status}`} aria-hidden="true" />
            {t(`exhibitions.status.${exhibition.status}`)}
          </p>
          <Heading className="card__title">{exhibition.exhibition_title}</Heading>
          <p className="card__meta">
            {t('dates.range', {
              start: formatLongDate(exhibition.exhibition_start_date, language),
              end: formatLongDate(exhibition.exhibition_end_date, language),
            })}
          </p>
          {exhibition.venue ? <p className="card__meta">{exhibition.venue}</p> : null}
        </div>
      </Link>
    </article>
  );
}
