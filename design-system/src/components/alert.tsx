import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import './alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link (e.g. Retry). */
  action?: ReactNode;
  /**
   * How it is announced when it appears: 'assertive' (role="alert", default for danger),
   * 'polite' (role="status", default otherwise) or 'off' (not a live region).
   */
  live?: 'assertive' | 'polite' | 'off';
  className?: string;
}

/** Inline message box: errors from the server, info notes, 'No customer found…'. */
export function Alert({ tone = 'info', title, children, action, live, className }: AlertProps) {
  const mode = live ?? (tone === 'danger' ? 'assertive' : 'polite');
  const classes = cx('ds-alert', `ds-alert--${tone}`, className);
  const content = (
    <>
      <div className="ds-alert__content">
        {title ? <p className="ds-alert__title">{title}</p> : null}
        {children ? <div className="ds-alert__message">{children}</div> : null}
      </div>
      {action ? <div className="ds-alert__action">{action}</div> : null}
    </>
  );
  if (mode === 'assertive') {
    return (
      <div role="alert" className={classes}>
        {content}
      </div>
    );
  }
  if (mode === 'polite') return <output className={classes}>{content}</output>;
  return <div className={classes}>{content}</div>;
}
