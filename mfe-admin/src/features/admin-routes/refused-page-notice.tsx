import { Alert } from 'design-system/components/alert';
import { type MessageKey, useT } from 'design-system/i18n/language';
import { useLocation } from 'react-router-dom';
import './refused-page-notice.css';

/** What a redirect away from a page the role lacks leaves in the history entry it lands on. */
export type RefusedPageState = { refusedPage: MessageKey };

function refusedPageOf(state: unknown): MessageKey | null {
  if (state && typeof state === 'object' && 'refusedPage' in state && typeof state.refusedPage === 'string') {
    return state.refusedPage as MessageKey;
  }
  return null;
}

type RefusedPageNoticeProps = {
  /** The signed-in role, as the sidebar names it. */
  roleName: string;
};

/**
 * Says why the visitor is on this page instead of the one they asked for: their role cannot open it.
 * It lives in the history entry, so it goes away with the next page and comes back with Back.
 */
export function RefusedPageNotice({ roleName }: RefusedPageNoticeProps) {
  const t = useT();
  const page = refusedPageOf(useLocation().state);
  if (!page) return null;
  return (
    <Alert tone="warning" title={t('admin.refused.title')} className="admin-refused">
      {t('admin.refused.message', { role: roleName, page: t(page) })}
    </Alert>
  );
}
