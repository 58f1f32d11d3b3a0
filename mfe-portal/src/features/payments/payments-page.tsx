import { readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Container, PageHeader } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LookupForm } from '../../lib/lookup-form';
import { type Pass, portalApi } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { Dashboard } from './dashboard';
import { InvitePending } from './invite-pending';
import { loadLastPass, START_OVER_KEY, saveLastPass } from './pass-storage';

type Step = { step: 0 } | { step: -1; pass: Pass } | { step: 1; pass: Pass } | { step: 'confirming' };

/** /payments: lookup (step 0), 'Almost done' (step -1), the dashboard (step 1). */
export function PaymentsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const invite = params.get('invite');
  const [state, setState] = useState<Step>(invite ? { step: 'confirming' } : { step: 0 });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [initial] = useState<Pass>(() => {
    const last = loadLastPass();
    return { email: params.get('email') ?? last.email, plate: params.get('plate') ?? last.plate };
  });

  async function lookUp(pass: Pass) {
    setBusy(true);
    setError(null);
    try {
      const answer = await portalApi.lookup(pass);
      saveLastPass(pass);
      sessionStorage.removeItem(START_OVER_KEY);
      setState(answer.invitePending ? { step: -1, pass } : { step: 1, pass });
    } catch (failure) {
      setState({ step: 0 });
      setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  const confirmed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the invite link is confirmed once per visit.
  useEffect(() => {
    if (!invite || confirmed.current) return;
    confirmed.current = true;
    portalApi.confirmInvite(invite).then(
      (pass) => {
        setParams({}, { replace: true });
        void lookUp(pass);
      },
      (failure: unknown) => {
        setParams({}, { replace: true });
        setState({ step: 0 });
        setError(readApiError(failure) ? portalErrorText(failure, t) : t('portal.errors.server'));
      },
    );
  }, [invite]);

  function logOut() {
    sessionStorage.setItem(START_OVER_KEY, '1');
    setError(null);
    setState({ step: 0 });
  }

  return (
    <Container width="narrow">
      <PageHeader
        title={state.step === -1 ? t('payments.invite.title') : t('payments.title')}
        description={state.step === 0 ? t('payments.intro') : undefined}
      />
      {state.step === 'confirming' ? <Loading /> : null}
      {state.step === 0 ? (
        <>
          {sessionStorage.getItem(START_OVER_KEY) ? (
            <Alert tone="info">{t('payments.loggedOut')}</Alert>
          ) : null}
          <LookupForm
            initial={initial}
            busy={busy}
            error={error}
            onSubmit={(pass) => void lookUp(pass)}
            submitLabel={t('payments.lookUp')}
          />
        </>
      ) : null}
      {state.step === -1 ? <InvitePending pass={state.pass} onBack={logOut} /> : null}
      {state.step === 1 ? <Dashboard pass={state.pass} onLogOut={logOut} /> : null}
    </Container>
  );
}
