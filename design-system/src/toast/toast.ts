/**
 * Toasts for every module. `notify.*` can be called from any remote; the shell renders `<ToastHost />`
 * once. Because design-system (and so react-toastify inside it) is one shared instance, every
 * remote's notify reaches that one host.
 */
import { createElement, type ReactNode } from 'react';
import {
  type CloseButtonProps,
  type Id,
  ToastContainer as LocalToastContainer,
  toast as localToast,
  type ToastContainerProps,
  type ToastOptions,
} from 'react-toastify';
import { useT } from '../i18n/language';
import { globalSingleton } from '../internal/global-singleton';
import './toast.css';

/** Position, timeout and limit of the one toast container (SPEC section 8/9). */
export const TOAST_POSITION = 'top-right';
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;

export type ToastId = Id;

// notify and ToastHost must use the same react-toastify instance: keep the first one loaded on the page.
const { toast, ToastContainer } = globalSingleton('react-toastify', () => ({
  toast: localToast,
  ToastContainer: LocalToastContainer,
}));

/** Options callers may pass: a stable `toastId` (deduplicates), a custom timeout, a close callback. */
export type NotifyOptions = Pick<ToastOptions, 'toastId' | 'autoClose' | 'onClose'>;

type Kind = 'success' | 'error' | 'info' | 'warning';

// Errors and warnings interrupt a screen reader; success and info wait politely.
const ROLE: Record<Kind, 'alert' | 'status'> = {
  success: 'status',
  info: 'status',
  warning: 'alert',
  error: 'alert',
};

function show(kind: Kind, message: ReactNode, options?: NotifyOptions): ToastId {
  return toast[kind](message, { ...options, role: ROLE[kind] });
}

export const notify = {
  success: (message: ReactNode, options?: NotifyOptions): ToastId => show('success', message, options),
  error: (message: ReactNode, options?: NotifyOptions): ToastId => show('error', message, options),
  info: (message: ReactNode, options?: NotifyOptions): ToastId => show('info', message, options),
  warning: (message: ReactNode, options?: NotifyOptions): ToastId => show('warning', message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: ToastId): void => {
    if (id === undefined) toast.dismiss();
    else toast.dismiss(id);
  },
};

function CloseButton({ closeToast }: CloseButtonProps) {
  const t = useT();
  return createElement(
    'button',
    {
      type: 'button',
      className: 'ds-toast__close',
      'aria-label': t('common.toast.close'),
      onClick: closeToast,
    },
    createElement('span', { 'aria-hidden': true }, '×'),
  );
}

export type ToastHostProps = Omit<ToastContainerProps, 'position' | 'autoClose' | 'limit'>;

/** Render once, in the shell: `<ToastHost />`. Top right, 5000 ms, at most 20 at a time. */
export function ToastHost(props: ToastHostProps) {
  const t = useT();
  return createElement(ToastContainer, {
    'aria-label': t('common.toast.region'),
    closeButton: CloseButton,
    newestOnTop: true,
    theme: 'light',
    ...props,
    position: TOAST_POSITION,
    autoClose: TOAST_AUTO_CLOSE_MS,
    limit: TOAST_LIMIT,
  });
}
