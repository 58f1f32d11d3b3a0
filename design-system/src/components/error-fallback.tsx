import type { ReactNode } from 'react';
import { useT } from '../i18n/language';
import { cx } from '../internal/cx';
import { Button } from './button';
import './status-page.css';

export interface ErrorFallbackProps {
  /**
   * The area, already translated and lower-case, inserted into 'The {area} is unavailable right now.'
   * Use t('common.remote.areas.signup' | '.portal' | '.admin' | '.page').
   */
  area: string;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** Shows the Retry button as loading. */
  retrying?: boolean;
  /** Replaces the default hint ('Please check your connection and try again.'). */
  message?: ReactNode;
  className?: string;
}

/** Shown in place of a remote (or any area) that failed to load: message + Retry. */
export function ErrorFallback({ area, onRetry, retrying = false, message, className }: ErrorFallbackProps) {
  const t = useT();
  return (
    <div role="alert" className={cx('ds-status-page', 'ds-status-page--inline', className)}>
      <p className="ds-status-page__title">{t('common.remote.unavailable', { area })}</p>
      <p className="ds-status-page__message">{message ?? t('common.remote.hint')}</p>
      {onRetry ? (
        <Button variant="primary" onClick={onRetry} loading={retrying}>
          {t('common.remote.retry')}
        </Button>
      ) : null}
    </div>
  );
}
