import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useT } from '../i18n/language';
import { cx } from '../internal/cx';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on Esc, the close button, a backdrop click and Android's back gesture. */
  onClose: () => void;
  /** Visible title; labels the dialog. */
  title: ReactNode;
  /** Optional text under the title; describes the dialog. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned (stacked on phones). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Default true. */
  closeOnBackdropClick?: boolean;
  /** Hides the × button in the header (Esc still closes). */
  hideCloseButton?: boolean;
  /** Element focused on open; default: the first focusable element in the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[hidden]'),
  );
}

/**
 * Modal dialog on the native <dialog> element (showModal: top layer, page behind inert), with a
 * focus trap, Esc to close, a labelled title, body scroll lock, and focus returned on close.
 * Rendered only while `open`.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  closeOnBackdropClick = true,
  hideCloseButton = false,
  initialFocusRef,
  className,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const initialFocus = useRef(initialFocusRef);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    if (typeof dialog.showModal === 'function') {
      try {
        if (!dialog.open) dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    } else {
      dialog.setAttribute('open', '');
    }

    const body = bodyRef.current;
    const target =
      initialFocus.current?.current ??
      (body ? focusableIn(body)[0] : undefined) ??
      focusableIn(dialog)[0] ??
      dialog;
    target.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      document.body.style.overflow = previousOverflow;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so the native close never runs behind React's back.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = ref.current;
    if (!dialog) return;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active) || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // Other close requests (e.g. Android back gesture) arrive as 'cancel'.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog element itself only receives clicks on its backdrop: the panel fills it.
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={cx('ds-dialog', `ds-dialog--${size}`, className)}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClick={handleClick}
    >
      <div className="ds-dialog__panel">
        <div className="ds-dialog__header">
          <h2 id={titleId} className="ds-dialog__title">
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button
              type="button"
              className="ds-dialog__close"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {description ? (
          <p id={descriptionId} className="ds-dialog__description">
            {description}
          </p>
        ) : null}
        <div ref={bodyRef} className="ds-dialog__body">
          {children}
        </div>
        {footer ? <div className="ds-dialog__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
