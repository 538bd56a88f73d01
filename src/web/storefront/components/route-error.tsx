import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { isChunkLoadError } from '#web/lib/chunk-load.ts';

/**
 * What a page shows when its code or its rendering failed. A part of the app that could not be
 * downloaded (docs/product.md#error-messages 'Loading chunk failed') needs a fresh page load to come back.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <section className="container section route-error" role="alert">
      <h1 className="route-error__title">{chunk ? t('errors.chunkTitle') : t('errors.pageTitle')}</h1>
      <p>{chunk ? t('errors.chunk') : t('errors.page')}</p>
      <div className="route-error__actions">
        {chunk ? (
          <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
        ) : onRetry ? (
          <Button onClick={onRetry}>{t('actions.retry')}</Button>
        ) : null}
        <ButtonLink to="/" variant="secondary">
          {t('actions.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
