import { useT } from '../i18n/language';
import { cx } from '../internal/cx';
import { Button } from './button';
import './pagination.css';

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  /** Total pages when known ('Page n / total'); rendered only when more than 1. */
  totalPages?: number;
  /** When the total is unknown (e.g. an API returning hasMore): is there a next page? */
  hasNext?: boolean;
  onPageChange: (page: number) => void;
  /** Disables both buttons (e.g. while loading). */
  disabled?: boolean;
  /** Names the navigation landmark; default 'Pagination'. */
  label?: string;
  className?: string;
}

/**
 * SPEC pagination: 'Prev', 'Page n / total', 'Next'. Rendered only when there is more than one page
 * (with `hasNext` instead of a total: when on a page after the first or a next page exists).
 */
export function Pager({ page, totalPages, hasNext, onPageChange, disabled, label, className }: PagerProps) {
  const t = useT();
  const known = totalPages !== undefined;
  const canGoNext = known ? page < totalPages : Boolean(hasNext);
  const hasMultiplePages = known ? totalPages > 1 : page > 1 || canGoNext;
  if (!hasMultiplePages) return null;

  return (
    <nav className={cx('ds-pager', className)} aria-label={label ?? t('common.pagination.label')}>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <span aria-hidden="true">‹ </span>
        {t('common.pagination.prev')}
      </Button>
      <span className="ds-pager__status" aria-live="polite" aria-atomic="true">
        {known
          ? t('common.pagination.pageOfTotal', { page, total: totalPages })
          : t('common.pagination.page', { page })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || !canGoNext}
        onClick={() => onPageChange(page + 1)}
      >
        {t('common.pagination.next')}
        <span aria-hidden="true"> ›</span>
      </Button>
    </nav>
  );
}
