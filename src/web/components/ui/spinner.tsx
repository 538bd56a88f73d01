import { useTranslation } from 'react-i18next';
import './spinner.css';

export interface SpinnerProps {
  /** Read out to screen readers; defaults to "Loading...". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Centre it in a block of its own (a page or section still loading). */
  block?: boolean;
}

export function Spinner({ label, size = 'md', block = false }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label ?? t('status.loading');
  return (
    <span role="status" className={`spinner spinner--${size}${block ? ' spinner--block' : ''}`}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
