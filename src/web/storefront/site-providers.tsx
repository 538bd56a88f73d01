import { Suspense, lazy, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayCurrencyProvider } from '#web/lib/display-currency.tsx';
import { SeoDefaultsProvider } from '#web/lib/seo-defaults.tsx';
import { languageChanged } from '#web/lib/state/general-slice.ts';
import { requestToasts, useToastsRequested } from '#web/lib/toast.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/store.ts';
import { resolveDisplayCurrency } from '#web/features/currency/resolve-currency.ts';
import { useGetSettingsQuery } from '#web/features/settings/api/get-settings.ts';

/** SPEC §4 and §9: toasts at the bottom left, gone after 3 seconds. */
export const TOAST_AUTO_CLOSE_MS = 3000;

// react-toastify arrives with the first toast or once the page is idle, not in the first download.
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

function useMountToastsWhenIdle() {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(requestToasts, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(requestToasts, 2500);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * What every storefront screen relies on: the display currency (the visitor's choice with the live
 * rates of the settings), the title template and default description, the language in the store,
 * and the toasts.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: settings } = useGetSettingsQuery();
  const chosen = useAppSelector((state) => state.currency);

  const displayCurrency = useMemo(
    () => resolveDisplayCurrency(chosen, settings?.currencies, settings?.default_currency),
    [chosen, settings?.currencies, settings?.default_currency],
  );
  const description = t('seo.defaultDescription');
  const seo = useMemo(
    () => ({
      template: settings?.template || t('brand.name'),
      // The back office's description is in English; other languages use their own translation.
      description: (i18n.resolvedLanguage === 'en' && settings?.meta_description) || description,
    }),
    [settings?.template, settings?.meta_description, description, i18n.resolvedLanguage, t],
  );

  const toasts = useToastsRequested();
  useMountToastsWhenIdle();

  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    if (language) dispatch(languageChanged(language));
  }, [language, dispatch]);

  return (
    <DisplayCurrencyProvider value={displayCurrency}>
      <SeoDefaultsProvider value={seo}>
        {children}
        {toasts ? (
          <Suspense fallback={null}>
            <ToastContainer position="bottom-left" autoClose={TOAST_AUTO_CLOSE_MS} rtl={i18n.dir(language) === 'rtl'} newestOnTop limit={4} />
          </Suspense>
        ) : null}
      </SeoDefaultsProvider>
    </DisplayCurrencyProvider>
  );
}
