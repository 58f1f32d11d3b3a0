/**
 * Toasts for every module. `notify.*` can be called from any remote; the shell renders `<ToastHost />`
 * once. Each bundle has its own copy of this module, so what must be one per page (the react-toastify
 * instance, the id counter) lives in a global singleton: every remote's notify reaches that one host.
 */
import { createElement, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import type { CloseButtonProps, Id, ToastContainerProps, ToastOptions } from 'react-toastify';
import { useT } from '../i18n/language';
import { createEmitter } from '../internal/emitter';
import { globalSingleton } from '../internal/global-singleton';
import './toast.css';

/** Position, timeout and limit of the one toast container (SPEC section 8/9). */
export const TOAST_POSITION = 'top-right';
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;

export type ToastId = Id;

type Toastify = typeof import('react-toastify');

/**
 * react-toastify (10 kB gzipped with its styles) loads on the first toast, not with every page: most
 * visits never show one. notify and ToastHost must use the same instance: the first one loaded on the
 * page is kept. Toasts raised before the container mounts wait in react-toastify's own queue.
 */
const loader = globalSingleton('react-toastify-loader', () => {
  const requested = createEmitter();
  let loading: Promise<Toastify> | null = null;
  const state = {
    wanted: false,
    // One counter for every bundle's notify: two bundles counting alone would both name a toast
    // `ds-toast-1`, and react-toastify drops a toast whose id is already shown.
    lastId: 0,
    load(): Promise<Toastify> {
      if (!state.wanted) {
        state.wanted = true;
        requested.emit();
      }
      loading ??= import('react-toastify');
      return loading;
    },
    subscribe: (listener: () => void) => requested.subscribe(listener),
  };
  return state;
});

/** Options callers may pass: a stable `toastId` per subject (a new toast replaces the shown one), a custom timeout, a close callback. */
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
  // The id is known before react-toastify has loaded, so callers can still dismiss or deduplicate.
  loader.lastId += 1;
  const toastId = options?.toastId ?? `ds-toast-${loader.lastId}`;
  void loader.load().then(({ toast }) => {
    const shown = { ...options, toastId, role: ROLE[kind] };
    // One subject, one toast: a new word on it (autopay off, then on) replaces the last one.
    if (options?.toastId !== undefined && toast.isActive(toastId)) {
      toast.update(toastId, { ...shown, render: message, type: kind });
    } else {
      toast[kind](message, shown);
    }
  });
  return toastId;
}

export const notify = {
  success: (message: ReactNode, options?: NotifyOptions): ToastId => show('success', message, options),
  error: (message: ReactNode, options?: NotifyOptions): ToastId => show('error', message, options),
  info: (message: ReactNode, options?: NotifyOptions): ToastId => show('info', message, options),
  warning: (message: ReactNode, options?: NotifyOptions): ToastId => show('warning', message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: ToastId): void => {
    // Nothing to close before the first toast loaded react-toastify.
    if (!loader.wanted) return;
    void loader.load().then(({ toast }) => {
      if (id === undefined) toast.dismiss();
      else toast.dismiss(id);
    });
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

const LazyToastContainer = lazy(() =>
  loader.load().then(({ ToastContainer }) => ({ default: ToastContainer })),
);

/** Render once, in the shell: `<ToastHost />`. Top right, 5000 ms, at most 20 at a time. */
export function ToastHost(props: ToastHostProps) {
  const t = useT();
  const wanted = useSyncExternalStore(
    loader.subscribe,
    () => loader.wanted,
    () => false,
  );
  if (!wanted) return null;
  return createElement(
    Suspense,
    { fallback: null },
    createElement(LazyToastContainer, {
      'aria-label': t('common.toast.region'),
      closeButton: CloseButton,
      newestOnTop: true,
      theme: 'light',
      ...props,
      position: TOAST_POSITION,
      autoClose: TOAST_AUTO_CLOSE_MS,
      limit: TOAST_LIMIT,
    }),
  );
}
