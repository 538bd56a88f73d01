import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './error-boundary.css';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the failed part; receives a function that tries again. */
  fallback?: (retry: () => void, error: Error) => ReactNode;
  /** Clears the error when this value changes (e.g. the location, so navigating away recovers). */
  resetKey?: unknown;
  /** Where the failure is reported; defaults to console.warn (never silently swallowed). */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Keeps one failed block of a page from blanking the whole page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.props.onError) this.props.onError(error, info);
    else console.warn('A part of the page failed:', error, info.componentStack);
  }

  retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry, error) : <BlockError onRetry={this.retry} />;
  }
}

/** The default fallback: a short message and a retry button, in the space of the failed block. */
export function BlockError({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="block-error" role="alert">
      <p>{message ?? t('errors.block')}</p>
      {onRetry ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
