import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/language';
import { cx } from '../internal/cx';
import { buttonClassName } from './button';
import './status-page.css';

export interface NotFoundProps {
  /** Default: 'Page not found'. */
  title?: ReactNode;
  /** Default: 'Sorry, we could not find that page.' */
  message?: ReactNode;
  /** Where the link goes; default '/'. */
  homeHref?: string;
  /** Default: 'Go home'. */
  homeLabel?: ReactNode;
  className?: string;
}

/** Not-found page (title as <h1>, message, link home). Needs a react-router context. */
export function NotFound({ title, message, homeHref = '/', homeLabel, className }: NotFoundProps) {
  const t = useT();
  return (
    <div className={cx('ds-status-page', className)}>
      <p className="ds-status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="ds-status-page__title">{title ?? t('common.notFound.title')}</h1>
      <p className="ds-status-page__message">{message ?? t('common.notFound.message')}</p>
      <Link to={homeHref} className={buttonClassName({ variant: 'primary' })}>
        {homeLabel ?? t('common.notFound.home')}
      </Link>
    </div>
  );
}
