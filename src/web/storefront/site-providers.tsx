import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import type { SiteHead } from '#shared/site-head.ts';
import { lazyWithTimeout } from '#web/lib/chunk-load.ts';
import { DisplayCurrencyProvider } from '#web/lib/display-currency.tsx';
import { SeoDefaultsProvider } from '#web/lib/seo-defaults.tsx';
import { languageChanged } from '#web/lib/state/general-slice.ts';
import { useToastsRequested } from '#web/lib/toast.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/store.ts';
import { resolveDisplayCurrency } from '#web/features/currency/resolve-currency.ts';
import { useGetSettingsQuery } from '#web/features/settings/api/get-settings.ts';

/** docs/product.md#states-and-messages, #constants: toasts at the top, below the header, gone after 3 seconds. */
export const TOAST_AUTO_CLOSE_MS = 3000;

// react-toastify arrives with the first toast, not with the page: most visits never show one, and
// toasts sent while it loads wait in its queue until the container mounts.
const ToastContainer = lazyWithTimeout(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/**
 * What every storefront screen relies on: the display currency (the visitor's choice with the live
 * rates of the settings), the title template and default description, the language in the store,
 * and the toasts. `site` is what the server said of the site for link previews (the logo), which the
 * settings the browser reads leave out.
 */
export function SiteProviders({ site, children }: { site?: SiteHead | undefined; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: settings } = useGetSettingsQuery();
  // Compared field by field: the server's snapshot holds a copy of the chosen currency (page-context.tsx),
  // and a new object here would render every price of the page again right after hydration.
  const chosen = useAppSelector((state) => state.currency, shallowEqual);

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
      siteName: settings?.company_name || site?.siteName || t('brand.name'),
      image: site?.image,
      imageAlt: site?.imageAlt,
    }),
    [
      settings?.template,
      settings?.meta_description,
      settings?.company_name,
      description,
      i18n.resolvedLanguage,
      t,
      site,
    ],
  );

  const toasts = useToastsRequested();

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
            <ToastContainer
              position="top-center"
              autoClose={TOAST_AUTO_CLOSE_MS}
              rtl={i18n.dir(language) === 'rtl'}
              newestOnTop
              limit={4}
            />
          </Suspense>
        ) : null}
      </SeoDefaultsProvider>
    </DisplayCurrencyProvider>
  );
}
