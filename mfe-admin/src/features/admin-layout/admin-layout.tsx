import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { useLeaveGuard } from 'design-system/components/leave-guard';
import { hasDirtyForm } from 'design-system/forms/dirty-form';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { type MouseEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endStaffSession } from '../../lib/end-staff-session';
import { AdminSidebar } from './admin-sidebar';
import { roleLabel } from './session-user';
import { activeSidebarLink, type SidebarEntry, visibleSidebar } from './sidebar-entries';
import './admin-layout.css';

export const LOGIN_PATH = '/login';
/** The signed-in person's own account page (password, second factor, sessions): set-up happens there. */
export const ACCOUNT_PATH = '/admin/account';

type AdminLayoutProps = {
  /** Every sidebar entry, built from the registered pages; canOpen filters them per role. */
  sidebar: readonly SidebarEntry[];
  /** Whether the signed-in role may open an admin path (route table + capability table). */
  canOpen: (path: string) => boolean;
  children: ReactNode;
};

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function AdminLayout({ sidebar, canOpen, children }: AdminLayoutProps) {
  const { username, role } = useSession();
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const { confirmLeave, leaveDialog } = useLeaveGuard();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidebarId = useId();

  const entries = useMemo(() => visibleSidebar(sidebar, canOpen), [sidebar, canOpen]);
  const active = activeSidebarLink(entries, pathname);

  // Back/forward also changes the page: the phone menu must not stay over the new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    setMenuOpen(false);
    // New-tab clicks leave this page alone, and re-opening the current page loses nothing.
    if (!isPlainClick(event) || to === pathname || !hasDirtyForm()) return;
    event.preventDefault();
    void confirmLeave().then((leave) => {
      if (leave) navigate(to);
    });
  };

  const logOut = async () => {
    setLogoutOpen(false);
    if (!(await confirmLeave())) return;
    await endStaffSession();
    navigate(LOGIN_PATH);
  };

  return (
    <div className="admin-layout">
      <div className="admin-layout__bar">
        <button
          ref={menuButtonRef}
          type="button"
          className="admin-layout__menu-button"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="admin-layout__menu-icon" aria-hidden="true" />
          {t('admin.layout.menu')}
        </button>
      </div>

      <div id={sidebarId} className="admin-sidebar" data-open={menuOpen}>
        <AdminSidebar entries={entries} active={active} onLinkClick={onLinkClick} />
        <div className="admin-sidebar__user">
          <p className="admin-sidebar__signed-in">
            <span className="admin-sidebar__caption">{t('admin.layout.signedInAs')}</span>{' '}
            <strong className="admin-sidebar__username">{username ?? roleLabel(role, t)}</strong>{' '}
            <Badge tone="info">{roleLabel(role, t)}</Badge>
          </p>
          <Button variant="secondary" fullWidth onClick={() => setLogoutOpen(true)}>
            {t('admin.layout.logout')}
          </Button>
        </div>
      </div>

      <div className="admin-layout__content">{children}</div>

      <ConfirmDialog
        open={logoutOpen}
        title={t('admin.layout.logoutDialog.title')}
        message={t('admin.layout.logoutDialog.message')}
        confirmLabel={t('admin.layout.logoutDialog.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void logOut()}
        onCancel={() => setLogoutOpen(false)}
      />
      {leaveDialog}
    </div>
  );
}
