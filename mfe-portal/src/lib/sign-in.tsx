import { normalizePlate } from 'api/contract/plate-format';
import type { SignInRequestInput } from 'api/contract/portal-session';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Checkbox } from 'design-system/components/checkbox';
import { Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { TextField } from 'design-system/components/text-field';
import { type MessageKey, useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, type ReactNode, useLayoutEffect, useState } from 'react';
import {
  claimFirstViewFocus,
  claimFirstViewPass,
  claimFirstViewSubmit,
  peekFirstViewPass,
} from '../app/first-view/first-view-pass';
import { loadLastPass, saveLastPass } from './last-pass';
import { LookupForm } from './lookup-form';
import type { Pass } from './portal-api';
import { portalApi } from './portal-api';
import { portalErrorText } from './portal-error-text';
import { type SignedOutReason, sessionPass, usePortalSession } from './portal-session';
import { useCooldown } from './use-cooldown';
import type { RequestedPass } from './use-pass-params';

/** The portal page an e-mailed sign-in link should come back to. */
export type SignInNext = NonNullable<SignInRequestInput['next']>;

const CODE = /^\d{6}$/;
const COOLDOWN_KEY = 'portal.signInCooldownUntil';
/** The e-mail a code was sent for, so coming back from the mail app (a reload) keeps the code step. */
const PENDING_KEY = 'portal.signInPending';

type Sent = Pass & { sentTo: string };

const REASON_KEYS: Record<SignedOutReason, MessageKey> = {
  signedOut: 'portal.session.signedOut',
  signedOutEverywhere: 'portal.session.signedOutEverywhere',
  expired: 'portal.session.expired',
  linkExpired: 'portal.session.linkExpired',
  network: 'portal.errors.network',
};

function loadPending(): Sent | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as Partial<Sent> | null;
    return saved?.email && saved.plate && saved.sentTo
      ? { email: saved.email, plate: saved.plate, sentTo: saved.sentTo }
      : null;
  } catch {
    return null;
  }
}

/**
 * Signing in to the portal (docs/decisions/portal-sign-in.md): e-mail + plate, then the 6-digit code
 * e-mailed to the pass's address (or its one-tap link). The one sign-in form of every portal page.
 */
export function SignInForm({
  initial,
  next,
  intro,
}: {
  /** The pass the page was opened for; a plate alone (an e-mailed link) keeps the e-mail last used here. */
  initial: RequestedPass | null;
  next: SignInNext;
  intro?: string;
}) {
  const t = useT();
  const { language } = useLanguage();
  const { state, refresh } = usePortalSession();
  const [sent, setSent] = useState<Sent | null>(loadPending);
  const [code, setCode] = useState('');
  const [keep, setKeep] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cooldown = useCooldown(COOLDOWN_KEY);
  const [heldBack, setHeldBack] = useState<string | null>(null);
  // What was typed into the page's inlined first view, until the first send; it wins over the rest.
  const [typed, setTyped] = useState(peekFirstViewPass);
  // The form that replaces the first view is rendered in slices: what was typed there meanwhile is
  // taken at commit (the first view leaves the page in that same task), and the form starts again from it.
  const [typedAtCommit, setTypedAtCommit] = useState(0);
  // The first view's field the visitor was in: the form starts again from the text and takes focus.
  const [focusFrom, setFocusFrom] = useState<HTMLInputElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this form replaces the first view
  useLayoutEffect(() => {
    const latest = claimFirstViewPass();
    const lostFocus = claimFirstViewFocus();
    if (claimFirstViewSubmit() && latest?.email && latest.plate) {
      void send({ email: latest.email, plate: normalizePlate(latest.plate) }, false);
      return;
    }
    const changed = latest && (latest.email !== typed?.email || latest.plate !== typed?.plate);
    if (changed) setTyped(latest);
    if (lostFocus) setFocusFrom(lostFocus);
    if (changed || lostFocus) setTypedAtCommit((count) => count + 1);
  }, []);
  const remembered = loadLastPass();
  const lookupInitial = {
    email: typed?.email || initial?.email || remembered.email,
    plate: typed?.plate || initial?.plate || remembered.plate,
  };
  const reason = state.status === 'signed-out' ? state.reason : null;

  // Every pair gets the same code step, a pass the garage added whose owner has not opened the invite
  // too (the code confirms the address): asking the server first would tell a stranger the pair exists.
  async function send(pass: Pass, again: boolean) {
    setBusy(true);
    setError(null);
    setTyped(null);
    try {
      const answer = await portalApi.signIn({ email: pass.email, plate: pass.plate, language, next });
      const pending = { email: pass.email, plate: pass.plate, sentTo: answer.sent_to };
      sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
      saveLastPass(pass);
      // Held back: the honest answer, and the resend button waits as long as the server will.
      const wait = answer.retry_after_seconds ?? answer.cooldown_seconds;
      cooldown.start(wait);
      setHeldBack(answer.held_back ? heldBackText(answer.held_back, wait, t) : null);
      setSent(pending);
      if (again && !answer.held_back) {
        notify.success(t('portal.signIn.resent'), { toastId: 'portal-sign-in-code' });
      }
    } catch (failure) {
      setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent, pass: Pass) {
    event.preventDefault();
    if (!CODE.test(code)) return setError(t('portal.signIn.codeFormat'));
    setBusy(true);
    setError(null);
    try {
      const signedIn = await portalApi.signInVerify({
        email: pass.email,
        plate: pass.plate,
        code,
        keep_signed_in: keep,
      });
      sessionStorage.removeItem(PENDING_KEY);
      saveLastPass({ email: signedIn.email, plate: signedIn.plate });
      await refresh();
    } catch (failure) {
      setError(portalErrorText(failure, t));
      setBusy(false);
    }
  }

  function startOver() {
    sessionStorage.removeItem(PENDING_KEY);
    setSent(null);
    setHeldBack(null);
    setCode('');
    setError(null);
  }

  if (!sent) {
    return (
      <Stack gap={4}>
        {reason ? (
          <Alert tone={reason === 'expired' || reason === 'linkExpired' ? 'warning' : 'info'}>
            {t(REASON_KEYS[reason])}
          </Alert>
        ) : null}
        <p>{intro ?? t('portal.signIn.intro')}</p>
        <LookupForm
          key={typedAtCommit}
          initial={lookupInitial}
          takeFocusFrom={focusFrom}
          busy={busy}
          error={error}
          onSubmit={(pass) => void send(pass, false)}
          submitLabel={t('portal.signIn.send')}
        />
      </Stack>
    );
  }

  return (
    <Card title={t('portal.signIn.checkTitle')}>
      <form onSubmit={(event) => void verify(event, sent)} noValidate>
        <Stack gap={4}>
          <p>{t('portal.signIn.sentTo', { to: sent.sentTo })}</p>
          {heldBack ? <Alert tone="warning">{heldBack}</Alert> : null}
          <p className="portal-hint">{t('portal.signIn.sentHint')}</p>
          <TextField
            label={t('portal.signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            required
          />
          <Checkbox
            label={t('portal.signIn.keep')}
            hint={t('portal.signIn.keepHint')}
            checked={keep}
            onChange={(event) => setKeep(event.target.checked)}
          />
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <Button type="submit" variant="primary" fullWidth loading={busy}>
            {t('portal.signIn.submit')}
          </Button>
          <Button
            variant="secondary"
            fullWidth
            disabled={busy || cooldown.secondsLeft > 0}
            onClick={() => void send(sent, true)}
          >
            {cooldown.secondsLeft > 0
              ? t('portal.signIn.resendIn', { seconds: cooldown.secondsLeft })
              : t('portal.signIn.resend')}
          </Button>
          <Button variant="ghost" onClick={startOver}>
            {t('portal.signIn.different')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** Why no new e-mail went out, and when asking again will send one. */
function heldBackText(
  reason: 'cooldown' | 'hourly_cap',
  seconds: number,
  t: ReturnType<typeof useT>,
): string {
  return reason === 'cooldown'
    ? t('portal.signIn.heldCooldown', { seconds })
    : t('portal.signIn.heldHourly', { minutes: Math.ceil(seconds / 60) });
}

/**
 * A page part that changes something: shown only to a session that may change `requested` (or, with
 * none requested, the session's own pass); otherwise the sign-in form, after which the page goes on.
 */
export function SignInGate({
  requested,
  next,
  intro,
  children,
}: {
  requested: RequestedPass | null;
  next: SignInNext;
  intro?: string;
  children: (pass: Pass) => ReactNode;
}) {
  const { state } = usePortalSession();
  if (state.status === 'loading') return <Loading />;
  const pass = state.status === 'signed-in' ? sessionPass(state, requested) : null;
  if (pass) return <>{children(pass)}</>;
  return <SignInForm initial={requested} next={next} intro={intro} />;
}
