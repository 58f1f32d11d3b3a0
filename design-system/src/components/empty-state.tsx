import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import './empty-state.css';

export interface EmptyStateProps {
  /** e.g. 'No pending events'. */
  title: ReactNode;
  message?: ReactNode;
  /** A button or link, e.g. 'Add cards'. */
  action?: ReactNode;
  /** Decorative; hidden from screen readers. */
  icon?: ReactNode;
  className?: string;
}

/** Placeholder for an empty list or section. */
export function EmptyState({ title, message, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cx('ds-empty-state', className)}>
      {icon ? (
        <div className="ds-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="ds-empty-state__title">{title}</p>
      {message ? <p className="ds-empty-state__message">{message}</p> : null}
      {action ? <div className="ds-empty-state__action">{action}</div> : null}
    </div>
  );
}
