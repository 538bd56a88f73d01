import { Component, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isChunkLoadError, lazyWithTimeout } from '#web/lib/chunk-load.ts';
import { t } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';
import { Spinner } from './ui.tsx';

/**
 * A back-office screen loaded on demand (with the storefront's chunk timeout). When its code cannot
 * be downloaded (offline, or a new deployment removed the old chunks) or it fails while rendering,
 * the screen's place shows what happened with a retry, and the rest of the back office stays.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType<object> }>) {
  const make = () => lazyWithTimeout(load);
  // React.lazy caches a failed import for good: a retry after a failed download needs a new one.
  let Lazy = make();
  return function LazyScreen() {
    const { pathname } = useLocation();
    const [attempt, setAttempt] = useState(0);
    return (
      <ScreenBoundary
        resetKey={`${pathname}#${attempt}`}
        onRetry={(error) => {
          if (isChunkLoadError(error)) Lazy = make();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense
          fallback={
            <div className="adm-card-loading">
              <Spinner />
            </div>
          }
        >
          <Lazy />
        </Suspense>
      </ScreenBoundary>
    );
  };
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

class ScreenBoundary extends Component<
  { resetKey: string; onRetry: (error: Error) => void; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  // Another screen, or a retry, starts again without the error.
  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: null } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A back-office screen failed:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ScreenError error={error} onRetry={() => this.props.onRetry(error)} />;
  }
}

/** What a screen that failed shows in its place. */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const chunk = isChunkLoadError(error);
  return (
    <section className="adm-card adm-empty" role="alert">
      <span className="adm-empty-icon">
        <Icon name="alert" size={28} />
      </span>
      <h1 className="adm-empty-title">{chunk ? t('screenError.chunkTitle') : t('screenError.title')}</h1>
      <p className="adm-empty-body">{chunk ? t('screenError.chunkBody') : t('screenError.body')}</p>
      <div className="adm-page-actions">
        <button type="button" className="adm-button adm-button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
        <button type="button" className="adm-button adm-button--secondary" onClick={() => window.location.reload()}>
          {t('screenError.reload')}
        </button>
        <Link to="/" className="adm-button adm-button--secondary">
          <Icon name="arrowLeft" size={16} />
          {t('common.backToDashboard')}
        </Link>
      </div>
    </section>
  );
}
