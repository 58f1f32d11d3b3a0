import { type ReactElement, useCallback, useEffect } from 'react';
import { hasDirtyForm, useHasDirtyForm } from '../forms/dirty-form';
import { useT } from '../i18n/language';
import { useConfirm } from './confirm-dialog';

export interface LeaveGuard {
  /** Resolves true when nothing is unsaved or the person chose to leave anyway. */
  confirmLeave: () => Promise<boolean>;
  /** Render once: the 'unsaved changes' prompt. */
  leaveDialog: ReactElement;
}

/**
 * The navigation owner's half of the dirty-form guard (forms only mark themselves dirty). The shell
 * uses BrowserRouter, where react-router's useBlocker is unavailable, so whoever renders links asks
 * before its own navigation, and the browser asks on reload or close while something is unsaved.
 */
export function useLeaveGuard(): LeaveGuard {
  const t = useT();
  const dirty = useHasDirtyForm();
  const { confirm, confirmDialog } = useConfirm();

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only show their prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirmLeave = useCallback(async () => {
    // Read at call time: a form may have become dirty since the last render.
    if (!hasDirtyForm()) return true;
    return confirm({
      title: t('common.unsavedChanges.title'),
      message: t('common.unsavedChanges.message'),
      confirmLabel: t('common.unsavedChanges.leave'),
      cancelLabel: t('common.unsavedChanges.stay'),
      tone: 'danger',
    });
  }, [confirm, t]);

  return { confirmLeave, leaveDialog: confirmDialog };
}
