import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import './tile.css';

export interface TileGridProps {
  children: ReactNode;
  /** Names the group for screen readers, e.g. 'Sales summary'. */
  label?: string;
  className?: string;
}

/** A responsive grid of stat tiles (a <dl>): 2 columns on phones, up to 6 on wide screens. */
export function TileGrid({ children, label, className }: TileGridProps) {
  return (
    <dl className={cx('ds-tile-grid', className)} aria-label={label}>
      {children}
    </dl>
  );
}

export interface TileProps {
  label: ReactNode;
  value: ReactNode;
  /** Small text under the value. */
  hint?: ReactNode;
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'info';
  className?: string;
}

/** A stat tile (label + big value). Use inside <TileGrid>. */
export function Tile({ label, value, hint, tone = 'neutral', className }: TileProps) {
  return (
    <div className={cx('ds-tile', `ds-tile--${tone}`, className)}>
      <dt className="ds-tile__label">{label}</dt>
      <dd className="ds-tile__value">{value}</dd>
      {hint ? <dd className="ds-tile__hint">{hint}</dd> : null}
    </div>
  );
}
