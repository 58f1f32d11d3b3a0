import { useT } from '../i18n/language';
import { cx } from '../internal/cx';
import './pagination.css';

export type PaginationSlot = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show, at most `maxSlots` (default 7, ellipses included), always with the
 * first and last page: 1 2 3 4 5 … 20 / 1 … 9 10 11 … 20 / 1 … 16 17 18 19 20.
 */
export function paginationSlots(page: number, totalPages: number, maxSlots = 7): PaginationSlot[] {
  const total = Math.max(0, Math.floor(totalPages));
  const slots = Math.max(5, Math.floor(maxSlots));
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const middle = slots - 4; // pages around the current one when both ellipses show
  const edge = slots - 2; // pages shown at one end when only one ellipsis shows

  if (current <= edge - Math.floor(middle / 2)) {
    return [...Array.from({ length: edge }, (_, i) => i + 1), 'ellipsis-end', total];
  }
  if (current >= total - edge + 1 + Math.floor(middle / 2)) {
    return [1, 'ellipsis-start', ...Array.from({ length: edge }, (_, i) => total - edge + 1 + i)];
  }
  const start = current - Math.floor(middle / 2);
  return [1, 'ellipsis-start', ...Array.from({ length: middle }, (_, i) => start + i), 'ellipsis-end', total];
}

export interface NumberedPaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Default 7. */
  maxSlots?: number;
  /** Names the navigation landmark; default 'Pagination'. */
  label?: string;
  className?: string;
}

/** Numbered page buttons with ellipses (7 slots), Prev/Next, aria-current; hidden with one page. */
export function NumberedPagination({
  page,
  totalPages,
  onPageChange,
  maxSlots = 7,
  label,
  className,
}: NumberedPaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const slots = paginationSlots(page, totalPages, maxSlots);

  return (
    <nav className={cx('ds-pagination', className)} aria-label={label ?? t('common.pagination.label')}>
      <ul className="ds-pagination__list">
        <li>
          <button
            type="button"
            className="ds-pagination__button"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={t('common.pagination.previousPage')}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {slots.map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                className={cx('ds-pagination__button', slot === page && 'ds-pagination__button--current')}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('common.pagination.page', { page: slot })}
                onClick={() => {
                  if (slot !== page) onPageChange(slot);
                }}
              >
                {slot}
              </button>
            </li>
          ) : (
            <li key={slot} className="ds-pagination__ellipsis">
              <span aria-hidden="true">…</span>
              <span className="ds-visually-hidden">{t('common.pagination.morePages')}</span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="ds-pagination__button"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            aria-label={t('common.pagination.nextPage')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
