import { readApiError } from 'api/client';
import { normalizePlate } from 'api/contract/plate-format';
import { SIGN_IN_QUERY_PARAM } from 'api/contract/sign-in-query-param';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loadLastPass, saveLastPass } from './last-pass';
import { type Pass, portalApi, SIGN_IN_REQUIRED_EVENT } from './portal-api';
import type { RequestedPass } from './use-pass-params';

/** Why the sign-in form is shown instead of the page: each has a catalog text (`portal.session.*`). */
export type SignedOutReason = 'signedOut' | 'signedOutEverywhere' | 'expired' | 'linkExpired' | 'network';

export type PortalSessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; reason: SignedOutReason | null }
  | { status: 'signed-in'; email: string; plates: string[]; kept: boolean };

type PortalSessionContext = {
  state: PortalSessionState;
  /** Asks `GET session` again (after a code, a link or a confirmed invite set the cookie). */
  refresh: () => Promise<void>;
  /** Ends this device's session, or every device's; the sign-in form then says so. */
  signOut: (everywhere: boolean) => Promise<void>;
};

const Context = createContext<PortalSessionContext | null>(null);

/**
 * The portal session, read once when the portal opens (`GET session`) and shared by every portal page,
 * so moving between them never asks again. An e-mailed `?signin=<token>` on any page is traded for a
 * session first and removed from the address bar; a 401 `sign_in_required` from any call signs out here.
 */
export function PortalSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PortalSessionState>({ status: 'loading' });
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = params.get(SIGN_IN_QUERY_PARAM);
  const traded = useRef<string | null>(null);

  const read = useCallback(async (reasonIfOut: SignedOutReason | null = null) => {
    try {
      const session = await portalApi.session();
      setState(
        session.signed_in
          ? { status: 'signed-in', email: session.email, plates: session.plates, kept: session.kept }
          : { status: 'signed-out', reason: reasonIfOut },
      );
    } catch {
      setState({ status: 'signed-out', reason: 'network' });
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each e-mailed token is traded once, on the page it opened.
  useEffect(() => {
    if (!token) {
      if (traded.current === null) void read();
      traded.current = '';
      return;
    }
    if (traded.current === token) return;
    traded.current = token;
    const clean = new URLSearchParams(params);
    clean.delete(SIGN_IN_QUERY_PARAM);
    setParams(clean, { replace: true });
    setState({ status: 'loading' });
    portalApi.signInLink({ token, keep_signed_in: true }).then(
      async (signedIn) => {
        saveLastPass({ email: signedIn.email, plate: signedIn.plate });
        await read('linkExpired');
        // The link of a sign-in started elsewhere (say /change-card) lands on /payments: go back there.
        if (pathname === '/payments' && signedIn.next !== '/payments' && signedIn.next.startsWith('/')) {
          const query = new URLSearchParams({ email: signedIn.email, plate: signedIn.plate });
          navigate(`${signedIn.next}?${query.toString()}`, { replace: true });
        }
      },
      (failure: unknown) => {
        // An expired or used link: still someone may be signed in on this device already.
        void read(readApiError(failure)?.code === 'network' ? 'network' : 'linkExpired');
      },
    );
  }, [token]);

  useEffect(() => {
    const expired = () => setState({ status: 'signed-out', reason: 'expired' });
    window.addEventListener(SIGN_IN_REQUIRED_EVENT, expired);
    return () => window.removeEventListener(SIGN_IN_REQUIRED_EVENT, expired);
  }, []);

  const signOut = useCallback(async (everywhere: boolean) => {
    try {
      await portalApi.signOut(everywhere);
    } catch (failure) {
      // Already signed out on the server: the result is the same. Anything else stays on the page.
      if (readApiError(failure)?.code !== 'sign_in_required') throw failure;
    }
    setState({ status: 'signed-out', reason: everywhere ? 'signedOutEverywhere' : 'signedOut' });
  }, []);

  const value = useMemo(() => ({ state, refresh: () => read(), signOut }), [state, read, signOut]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePortalSession(): PortalSessionContext {
  const context = useContext(Context);
  if (!context) throw new Error('usePortalSession needs <PortalSessionProvider> (app.tsx) around the page');
  return context;
}

/**
 * The pass a signed-in page works on: the requested plate when the session may change it (a request
 * without an e-mail, as e-mailed links make, is for the session's own), else the plate last used on
 * this device, else the session's newest. Null when the session has no pass, or when the page was
 * opened for a pass the session may not change (then it needs that pass's sign-in): never another pass.
 */
export function sessionPass(
  session: Extract<PortalSessionState, { status: 'signed-in' }>,
  requested: RequestedPass | null,
): Pass | null {
  if (requested?.email && requested.email.trim().toLowerCase() !== session.email.toLowerCase()) return null;
  const owns = (plate: string | undefined) =>
    plate ? session.plates.find((own) => own === normalizePlate(plate)) : undefined;
  if (requested) {
    const plate = owns(requested.plate);
    return plate ? { email: session.email, plate } : null;
  }
  const plate = owns(loadLastPass().plate) ?? session.plates[0];
  return plate ? { email: session.email, plate } : null;
}
