import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import './badge.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** Short status label: `<Badge tone="success">Paid</Badge>`. The text carries the meaning, not the colour. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('ds-badge', `ds-badge--${tone}`, className)}>{children}</span>;
}
