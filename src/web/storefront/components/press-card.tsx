import { useTranslation } from 'react-i18next';
import type { PressArticle } from '#shared/api/gallery.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { formatLongDate } from '#web/lib/dates.ts';
import './cards.css';

/** docs/product.md#screens news card: article image and title, press logo and name, linking to the article's PDF. */
export function PressCard({ article, sizes }: { article: PressArticle; sizes: string }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="card press-card">
      <a href={article.article_pdf} target="_blank" rel="noopener noreferrer" className="card__link">
        <ResponsiveImage image={article.article_image_set} sizes={sizes} aspectRatio="3 / 2" alt="" />
        <div className="card__body">
          {article.press_logo ? (
            <img className="press-card__logo" src={article.press_logo} alt="" width={180} height={60} loading="lazy" />
          ) : null}
          <p className="card__eyebrow press-card__source">{article.press_name}</p>
          <h3 className="card__title card__title--sm">{article.article_title}</h3>
          <p className="card__meta">
            <time dateTime={article.published_on}>
              {formatLongDate(article.published_on, i18n.resolvedLanguage ?? 'en')}
            </time>
            <span className="visually-hidden"> {t('press.opensPdf')}</span>
          </p>
        </div>
      </a>
    </article>
  );
}
