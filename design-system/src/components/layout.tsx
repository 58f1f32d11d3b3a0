import type { CSSProperties, ElementType, ReactNode } from 'react';
import { cx } from '../internal/cx';
import './layout.css';

type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const gapStyle = (gap: Space): CSSProperties =>
  ({ '--ds-gap': gap === 0 ? '0' : `var(--ds-space-${gap})` }) as CSSProperties;

export interface ContainerProps {
  /** Element to render; default 'div' (use 'main' for the page's main content). */
  as?: ElementType;
  /** 'narrow' (40rem) for forms and reading, 'default' (72rem). */
  width?: 'narrow' | 'default';
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** Centred, padded page column. */
export function Container({ as: Tag = 'div', width = 'default', id, className, children }: ContainerProps) {
  return (
    <Tag id={id} className={cx('ds-container', width === 'narrow' && 'ds-container--narrow', className)}>
      {children}
    </Tag>
  );
}

export interface StackProps {
  as?: ElementType;
  /** Gap between children, a spacing token step (default 4 = 1rem). */
  gap?: Space;
  className?: string;
  children?: ReactNode;
}

/** Children one under the other with an even gap. */
export function Stack({ as: Tag = 'div', gap = 4, className, children }: StackProps) {
  return (
    <Tag className={cx('ds-stack', className)} style={gapStyle(gap)}>
      {children}
    </Tag>
  );
}

export interface InlineProps extends StackProps {
  /** Horizontal alignment. Default 'start'. */
  justify?: 'start' | 'end' | 'center' | 'between';
  /** Vertical alignment. Default 'center'. */
  align?: 'start' | 'center' | 'end' | 'baseline';
}

/** Children side by side, wrapping on narrow screens (button rows, filters). */
export function Inline({
  as: Tag = 'div',
  gap = 2,
  justify = 'start',
  align = 'center',
  className,
  children,
}: InlineProps) {
  return (
    <Tag
      className={cx('ds-inline', `ds-inline--justify-${justify}`, `ds-inline--align-${align}`, className)}
      style={gapStyle(gap)}
    >
      {children}
    </Tag>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  /** Text under the title. */
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on phones). */
  actions?: ReactNode;
  className?: string;
}

/** A page's <h1> with optional description and actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('ds-page-header', className)}>
      <div className="ds-page-header__text">
        <h1 className="ds-page-header__title">{title}</h1>
        {description ? <p className="ds-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="ds-page-header__actions">{actions}</div> : null}
    </header>
  );
}
