import { type ReactElement, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/language';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Default: 'Confirm' in the current language. */
  confirmLabel?: ReactNode;
  /** Default: 'Cancel' in the current language. */
  cancelLabel?: ReactNode;
  /** 'danger' makes the confirm button red and focuses Cancel first. */
  tone?: 'default' | 'danger';
  /** Shows the confirm button as loading (e.g. while the request runs). */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel button, Esc, × and backdrop. */
  onCancel: () => void;
  /** Extra content under the message. */
  children?: ReactNode;
}

/**
 * Controlled confirmation dialog (role="alertdialog").
 * `<ConfirmDialog open={open} tone="danger" title="Refund and cancel?" message="…"
 *    confirmLabel="Yes, refund" cancelLabel="Back" onConfirm={refund} onCancel={() => setOpen(false)} />`
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  tone?: 'default' | 'danger';
}

export interface UseConfirmResult {
  /** Opens the dialog; resolves true on confirm, false on cancel/Esc/unmount. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this once in the component: `{confirmDialog}`. */
  confirmDialog: ReactElement;
}

/**
 * Promise-style confirmation:
 * ```
 * const { confirm, confirmDialog } = useConfirm();
 * if (await confirm({ title: 'Ban car?', tone: 'danger' }) && await confirm({ title: 'Are you sure?' })) ban();
 * return <>{...}{confirmDialog}</>;
 * ```
 */
export function useConfirm(): UseConfirmResult {
  const [pending, setPending] = useState<ConfirmOptions | null>(null);
  const resolveRef = useRef<((value: boolean) => void) | null>(null);

  const settle = useCallback((value: boolean) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setPending(null);
    resolve?.(value);
  }, []);

  const confirm = useCallback((options: ConfirmOptions) => {
    resolveRef.current?.(false);
    setPending(options);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  useEffect(
    () => () => {
      resolveRef.current?.(false);
      resolveRef.current = null;
    },
    [],
  );

  const confirmDialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title}
      message={pending?.message}
      confirmLabel={pending?.confirmLabel}
      cancelLabel={pending?.cancelLabel}
      tone={pending?.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );

  return { confirm, confirmDialog };
}
