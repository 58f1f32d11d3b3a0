import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { notCompletedText, paymentErrorText } from 'payment-ui/payment-error-text';
import { PaymentForm } from 'payment-ui/payment-form';
import type { PaymentFormHandle, PaymentFormStatus } from 'payment-ui/payment-form-types';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LookupForm } from '../../lib/lookup-form';
import { type Pass, portalApi } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { useCooldown } from '../../lib/use-cooldown';
import { passSearch, usePassParams } from '../../lib/use-pass-params';

const OTP_COOLDOWN_KEY = 'portal.otpCooldownUntil';
const CODE = /^\d{6}$/;

type Step = 'request' | 'code' | 'card' | 'done';

/** /change-card?email&plate&otp: an e-mailed one-time code, then a new card saved in setup mode. */
export function ChangeCardPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pass = usePassParams();
  const otpParam = params.get('otp');
  const [step, setStep] = useState<Step>(otpParam !== null ? 'code' : 'request');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState(otpParam && CODE.test(otpParam) ? otpParam : '');
  const [otpSession, setOtpSession] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [last4, setLast4] = useState<string | null>(null);
  const [status, setStatus] = useState<PaymentFormStatus>({ complete: false, brand: null });
  const formRef = useRef<PaymentFormHandle | null>(null);
  const cooldown = useCooldown(OTP_COOLDOWN_KEY);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  const requestCode = (current: Pass) =>
    run(async () => {
      const answer = await portalApi.otpRequest(current);
      setSentTo(answer.sent_to);
      cooldown.start(answer.cooldown_seconds);
      setStep('code');
    });

  const verify = (event: FormEvent, current: Pass) => {
    event.preventDefault();
    if (!CODE.test(code)) return setError(t('portal.errors.otpInvalid'));
    void run(async () => {
      const answer = await portalApi.otpVerify({ ...current, code });
      setOtpSession(answer.otp_session);
      setStep('card');
    });
  };

  const saveCard = (current: Pass) =>
    run(async () => {
      const form = formRef.current;
      if (!form || !otpSession) return;
      const problem = await form.prepare();
      if (problem) return setError(paymentErrorText(problem, t));
      const setup = await portalApi.cardSetup({ ...current, otp_session: otpSession });
      const result = await form.confirmSetup(setup.client_secret);
      if (result.error) return setError(paymentErrorText(result.error, t));
      if (result.status !== 'succeeded') return setError(notCompletedText('setup', result.status, t));
      const saved = await portalApi.cardConfirm({
        ...current,
        otp_session: otpSession,
        setup_intent_id: setup.setup_intent_id,
      });
      setLast4(saved.card_last4);
      setStep('done');
    });

  const sendLink = (current: Pass) =>
    run(async () => {
      await portalApi.sendCardUpdateLink(current);
      notify.success(t('changeCard.linkSent', { email: current.email }));
    });

  if (!pass) {
    return (
      <Container width="narrow">
        <PageHeader title={t('changeCard.title')} />
        <LookupForm
          initial={{ email: '', plate: '' }}
          busy={false}
          error={null}
          onSubmit={(next) => navigate(`/change-card${passSearch(next)}`)}
          submitLabel={t('changeCard.continue')}
        />
      </Container>
    );
  }

  return (
    <Container width="narrow">
      <PageHeader title={t('changeCard.title')} />
      <Stack gap={4}>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {step === 'request' ? (
          <>
            <p>{t('changeCard.requestIntro')}</p>
            <Button variant="primary" fullWidth loading={busy} onClick={() => void requestCode(pass)}>
              {t('changeCard.sendCode')}
            </Button>
            <Button variant="ghost" onClick={() => void sendLink(pass)}>
              {t('changeCard.sendLink')}
            </Button>
          </>
        ) : null}
        {step === 'code' ? (
          <form onSubmit={(event) => verify(event, pass)} noValidate>
            <Stack gap={4}>
              <p>{sentTo ? t('changeCard.sentTo', { to: sentTo }) : t('changeCard.enterCode')}</p>
              <TextField
                label={t('changeCard.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
              <Button type="submit" variant="primary" fullWidth loading={busy}>
                {t('changeCard.verify')}
              </Button>
              <Button
                variant="ghost"
                disabled={cooldown.secondsLeft > 0}
                onClick={() => void requestCode(pass)}
              >
                {cooldown.secondsLeft > 0
                  ? t('changeCard.resendIn', { seconds: cooldown.secondsLeft })
                  : t('changeCard.resend')}
              </Button>
            </Stack>
          </form>
        ) : null}
        {step === 'card' ? (
          <>
            <PaymentForm
              mode="setup"
              amountCents={0}
              formRef={formRef}
              onStatusChange={setStatus}
              disabled={busy}
            />
            <Button
              variant="primary"
              fullWidth
              loading={busy}
              disabled={!status.complete}
              onClick={() => void saveCard(pass)}
            >
              {t('changeCard.save')}
            </Button>
          </>
        ) : null}
        {step === 'done' ? (
          <Alert tone="success" title={t('changeCard.done')}>
            {t('changeCard.saved', { last4: last4 ?? '' })}
          </Alert>
        ) : null}
        <Link to={`/payments${passSearch(pass)}`}>{t('portal.backToPayments')}</Link>
      </Stack>
    </Container>
  );
}
