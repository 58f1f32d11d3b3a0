import { useT } from 'design-system/i18n/language';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { isGroup, type SidebarEntry, type SidebarLink } from './sidebar-entries';

type AdminSidebarProps = {
  entries: readonly SidebarEntry[];
  /** Path of the highlighted link. */
  active: string | null;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
};

export function AdminSidebar({ entries, active, onLinkClick }: AdminSidebarProps) {
  const t = useT();
  const item = (link: SidebarLink) => (
    <li key={link.to}>
      <Link
        to={link.to}
        className="admin-nav__link"
        aria-current={link.to === active ? 'page' : undefined}
        onClick={(event) => onLinkClick(event, link.to)}
      >
        {t(link.label)}
      </Link>
    </li>
  );

  return (
    <nav aria-label={t('admin.layout.navLabel')} className="admin-nav">
      <ul className="admin-nav__list">
        {entries.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label} className="admin-nav__group">
              <span className="admin-nav__group-label" aria-hidden="true">
                {t(entry.label)}
              </span>
              {/* The heading is repeated for screen readers as the sub-list's name. */}
              <ul className="admin-nav__sublist" aria-label={t(entry.label)}>
                {entry.children.map(item)}
              </ul>
            </li>
          ) : (
            item(entry)
          ),
        )}
      </ul>
    </nav>
  );
}
