import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Seo } from '#web/components/ui/seo.tsx';

/** Any path the storefront does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo title={t('notFound.title')} noindex />
      <section className="container not-found">
        {/* Decoration only (the heading says it): drawn by CSS, so it is neither read out nor held to text contrast. */}
        <p className="not-found__code" aria-hidden="true" data-code="404" />
        <h1 className="not-found__title">{t('notFound.title')}</h1>
        <p className="not-found__text">{t('notFound.text')}</p>
        <div className="not-found__actions">
          <ButtonLink to="/">{t('actions.backHome')}</ButtonLink>
          <ButtonLink to="/arts" variant="secondary">
            {t('actions.browseArtworks')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
