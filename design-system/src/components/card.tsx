import { type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import './card.css';

export interface CardProps {
  /** Heading of the card; when given the card is a <section> labelled by it. */
  title?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown next to the title. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** 'muted' for secondary panels (e.g. instructions). */
  tone?: 'default' | 'muted';
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A surface with optional heading, actions and footer (a card or a panel). */
export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  tone = 'default',
  id,
  className,
  children,
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = cx('ds-card', tone === 'muted' && 'ds-card--muted', className);
  const content = (
    <>
      {title || actions ? (
        <div className="ds-card__header">
          {title ? (
            <Heading id={headingId} className="ds-card__title">
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="ds-card__actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className="ds-card__body">{children}</div>
      {footer ? <div className="ds-card__footer">{footer}</div> : null}
    </>
  );
  return title ? (
    <section id={id} className={classes} aria-labelledby={headingId}>
      {content}
    </section>
  ) : (
    <div id={id} className={classes}>
      {content}
    </div>
  );
}
