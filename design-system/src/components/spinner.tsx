import { useT } from '../i18n/language';
import { cx } from '../internal/cx';
import '../styles/utilities.css';
import './spinner.css';

export interface SpinnerProps {
  /** Read by screen readers; defaults to 'Loading…' in the current language. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A small spinning indicator announced as a status. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const t = useT();
  return (
    <output className={cx('ds-spinner', `ds-spinner--${size}`, className)}>
      <span className="ds-spinner__circle" aria-hidden="true" />
      <span className="ds-visually-hidden">{label ?? t('common.loading')}</span>
    </output>
  );
}

export interface LoadingProps {
  /** Visible text; defaults to 'Loading…' in the current language. */
  label?: string;
  className?: string;
}

/** A block-level loading state with a visible label (e.g. a Suspense fallback). */
export function Loading({ label, className }: LoadingProps) {
  const t = useT();
  return (
    <output className={cx('ds-loading', className)}>
      <span className="ds-spinner__circle ds-spinner--md" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </output>
  );
}
