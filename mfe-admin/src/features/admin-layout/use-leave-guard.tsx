import { useConfirm } from 'design-system/components/confirm-dialog';
import { hasDirtyForm, useHasDirtyForm } from 'design-system/forms/dirty-form';
import { type ReactElement, useCallback, useEffect } from 'react';

export const UNSAVED_TITLE = 'Unsaved changes';
export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave this page?';

export type LeaveGuard = {
  /** Resolves true when there is nothing unsaved or the person chose to leave anyway. */
  confirmLeave: () => Promise<boolean>;
  /** Render once: the 'unsaved changes' prompt. */
  leaveDialog: ReactElement;
};

/**
 * The admin area's half of the dirty-form guard (see docs/decisions/admin-dirty-form-guard.md):
 * react-router's useBlocker needs a data router and the shell uses BrowserRouter, so the layout
 * asks before its own navigation (sidebar, logout) and the browser asks on reload/close.
 */
export function useLeaveGuard(): LeaveGuard {
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
      title: UNSAVED_TITLE,
      message: UNSAVED_MESSAGE,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
      tone: 'danger',
    });
  }, [confirm]);

  return { confirmLeave, leaveDialog: confirmDialog };
}
