import { Alert } from 'design-system/components/alert';
import { Container, PageHeader } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { saveLastPass } from '../../lib/last-pass';
import { portalApi } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { sessionPass, usePortalSession } from '../../lib/portal-session';
import { SignInForm } from '../../lib/sign-in';
import { usePassParams } from '../../lib/use-pass-params';
import { Dashboard } from './dashboard';

/**
 * /payments: signed out, the sign-in (e-mail + plate, then the e-mailed code); signed in, the
 * dashboard of the pass asked for, the one last used here, or the newest (a selector when several).
 * `?invite=<token>` confirms the address and signs in.
 */
export function PaymentsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const invite = params.get('invite');
  const requested = usePassParams();
  const { state, refresh } = usePortalSession();
  const [confirming, setConfirming] = useState(Boolean(invite));
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [chosenPlate, setChosenPlate] = useState<string | null>(null);

  const confirmed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the invite link is confirmed once per visit.
  useEffect(() => {
    if (!invite || confirmed.current) return;
    confirmed.current = true;
    portalApi.confirmInvite(invite).then(
      async (pass) => {
        saveLastPass(pass);
        setParams({}, { replace: true });
        await refresh();
        setConfirming(false);
      },
      (failure: unknown) => {
        setParams({}, { replace: true });
        setInviteError(portalErrorText(failure, t));
        setConfirming(false);
      },
    );
  }, [invite]);

  const signedIn = state.status === 'signed-in' ? state : null;
  const pass = signedIn
    ? (sessionPass(signedIn, chosenPlate ? { email: signedIn.email, plate: chosenPlate } : requested) ??
      sessionPass(signedIn, null))
    : null;

  return (
    <Container width="narrow">
      <PageHeader title={t('payments.title')} description={signedIn ? undefined : t('payments.intro')} />
      {inviteError ? <Alert tone="danger">{inviteError}</Alert> : null}
      {/* While the session is read, the sign-in form (the inlined first view's own markup) stays: a
          spinner there would take the first view's fields away from a visitor typing in them. */}
      {confirming ? (
        <Loading />
      ) : signedIn && pass ? (
        <Dashboard
          pass={pass}
          plates={signedIn.plates}
          onChoosePlate={(plate) => {
            saveLastPass({ email: signedIn.email, plate });
            setChosenPlate(plate);
          }}
        />
      ) : (
        <SignInForm initial={requested} next="/payments" />
      )}
    </Container>
  );
}
