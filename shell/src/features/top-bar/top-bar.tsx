import { LanguageSwitch } from 'design-system/components/language-switch';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { useCurrentTopBarOptions } from 'design-system/top-bar/top-bar-options';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import './top-bar.css';

/** The shell's header: brand, main links, language switch, and the options the current screen set. */
export function TopBar() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { role } = useSession();
  const options = useCurrentTopBarOptions();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A new screen starts with the menu closed, however the visitor got there (link, back button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname]);

  const links = [
    { to: '/', label: t('topBar.monthlyPass') },
    { to: '/payments', label: t('topBar.payments') },
    { to: '/lost-card', label: t('topBar.lostCard') },
    ...(role ? [{ to: '/admin', label: t('topBar.admin') }] : []),
  ];

  const brand = (
    <>
      <svg className="top-bar__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" />
        <path d="M11 24V8h6.5a5 5 0 0 1 0 10H11" />
      </svg>
      <span className="top-bar__name">{t('topBar.brandFull')}</span>
    </>
  );

  return (
    <header className="top-bar">
      <a className="top-bar__skip" href="#main">
        {t('topBar.skipToContent')}
      </a>
      <div className="top-bar__row">
        {options.back ? (
          <button
            type="button"
            className="top-bar__back"
            onClick={() => (options.back === 'history' ? navigate(-1) : navigate(options.back ?? '/'))}
          >
            <span aria-hidden="true">←</span> {t('topBar.back')}
          </button>
        ) : null}
        {options.logoLinkDisabled ? (
          <span className="top-bar__brand">{brand}</span>
        ) : (
          <Link className="top-bar__brand" to="/" aria-label={t('topBar.homeLink')}>
            {brand}
          </Link>
        )}
        {options.linksHidden ? null : (
          <nav id={menuId} className="top-bar__nav" data-open={menuOpen} aria-label={t('topBar.nav')}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    className={({ isActive }) =>
                      isActive ? 'top-bar__link top-bar__link--active' : 'top-bar__link'
                    }
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="top-bar__end">
          <LanguageSwitch />
          {options.linksHidden ? null : (
            <button
              type="button"
              className="top-bar__toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
              <span className="top-bar__toggle-label">
                {menuOpen ? t('topBar.closeMenu') : t('topBar.openMenu')}
              </span>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
