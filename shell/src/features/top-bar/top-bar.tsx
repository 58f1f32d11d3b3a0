import { LanguageSwitch } from 'design-system/components/language-switch';
import { useLeaveGuard } from 'design-system/components/leave-guard';
import { hasDirtyForm } from 'design-system/forms/dirty-form';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { useCurrentTopBarOptions } from 'design-system/top-bar/top-bar-options';
import { type MouseEvent, useEffect, useId, useState } from 'react';
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
  const { confirmLeave, leaveDialog } = useLeaveGuard();

  // Links and the back button leave the current screen: with unsaved changes somewhere, ask first.
  function followLink(to: string) {
    return (event: MouseEvent) => {
      setMenuOpen(false);
      if (!hasDirtyForm()) return;
      event.preventDefault();
      void confirmLeave().then((leave) => leave && navigate(to));
    };
  }

  function goBack() {
    void confirmLeave().then((leave) => {
      if (!leave) return;
      if (options.back === 'history') navigate(-1);
      else navigate(options.back ?? '/');
    });
  }

  // A new screen starts with the menu closed, however the visitor got there (link, browser back).
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
          <button type="button" className="top-bar__back" onClick={goBack}>
            <span aria-hidden="true">←</span> <span className="top-bar__back-label">{t('topBar.back')}</span>
          </button>
        ) : null}
        {options.logoLinkDisabled ? (
          <span className="top-bar__brand">{brand}</span>
        ) : (
          <Link className="top-bar__brand" to="/" aria-label={t('topBar.homeLink')} onClick={followLink('/')}>
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
                    onClick={followLink(link.to)}
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
      {leaveDialog}
    </header>
  );
}
