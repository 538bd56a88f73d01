import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '#web/components/ui/icons.tsx';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';

/**
 * docs/product.md#every-page: every route change starts at the top of the page. Only a change: the page the visitor
 * arrived on keeps the place the browser gave it, which on a page rendered by the server may already be
 * further down, scrolled before the page was hydrated (or restored by a reload).
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/** docs/product.md#constants: a button back to the top once the page is scrolled more than 300 px. */
export const SCROLL_TOP_THRESHOLD = 300;

export function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD);
  const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' scroll-top--visible' : ''}`}
      aria-label={t('actions.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
