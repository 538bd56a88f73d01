import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '#web/components/ui/error-boundary.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ScrollToTopButton, ScrollToTopOnNavigate } from '#web/features/layout/components/scroll-to-top.tsx';
import { RouteError } from '../components/route-error.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TopBar } from './top-bar.tsx';
import './layout.css';

/** Everything around the screens: top bar, sticky header, the page, footer, scroll-to-top. */
export function StorefrontLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('actions.skipToContent')}
      </a>
      <ScrollToTopOnNavigate />
      <ErrorBoundary>
        <TopBar />
      </ErrorBoundary>
      <ErrorBoundary>
        <SiteHeader />
      </ErrorBoundary>
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname} fallback={(retry, error) => <RouteError error={error} onRetry={retry} />}>
          <Suspense fallback={<Spinner block size="lg" />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <ErrorBoundary>
        <SiteFooter />
      </ErrorBoundary>
      <ScrollToTopButton />
    </>
  );
}
