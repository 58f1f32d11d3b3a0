import { readApiError } from 'api/client';
import type { TotpStart } from 'api/contract/staff-accounts';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Inline } from 'design-system/components/layout';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { type FormEvent, type ReactNode, useState } from 'react';
import { accountErrorText } from './account-error-text';
import { useConfirmTotp } from './api/use-confirm-totp';
import { useStartTotp } from './api/use-start-totp';

/** The key as an app's "enter a setup key" screen wants it typed: groups of four, easy to compare. */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** The QR code the server drew, as an image: its SVG never enters the page's markup. */
function qrSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type TotpEnrolmentProps = {
  /** The button that starts it: 'Set up' or 'Replace'. */
  startLabel: string;
  /** Other actions shown beside the start button while nothing is under way. */
  children?: ReactNode;
  /** Confirmed: the factor is on and these are the ten recovery codes, to show this once. */
  onConfirmed: (recoveryCodes: string[]) => void;
};

/**
 * Setting up (or replacing) the second factor: a new secret is asked for only when the person starts,
 * shown as a QR code and as a key to type, and turns on once a code from it is confirmed. Cancelling
 * leaves the current factor as it was (the server replaces nothing before the confirmation).
 */
export function TotpEnrolment({ startLabel, children, onConfirmed }: TotpEnrolmentProps) {
  const t = useT();
  const [started, setStarted] = useState<TotpStart | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const startTotp = useStartTotp();
  const confirmTotp = useConfirmTotp();
  const busy = startTotp.isPending || confirmTotp.isPending;

  const start = async () => {
    setRefusal(null);
    try {
      setStarted(await startTotp.mutateAsync());
      setCode('');
      setCodeError(null);
    } catch (error) {
      setRefusal(accountErrorText(error, t));
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeError(t('admin.account.factor.codeInvalid'));
      return;
    }
    try {
      const { recovery_codes } = await confirmTotp.mutateAsync(digits);
      // The secret is dropped from the page as soon as it has done its work.
      setStarted(null);
      setCode('');
      onConfirmed(recovery_codes);
    } catch (error) {
      const info = readApiError(error);
      if (info?.code === 'second_factor_invalid' || info?.code === 'invalid_input') {
        setCodeError(accountErrorText(error, t));
      } else {
        setStarted(null);
        setRefusal(accountErrorText(error, t));
      }
    }
  };

  if (!started) {
    return (
      <div className="account-factor">
        <Inline gap={2}>
          <Button variant="primary" loading={busy} onClick={() => void start()}>
            {startLabel}
          </Button>
          {children}
        </Inline>
        {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      </div>
    );
  }

  return (
    <form className="account-enrolment" noValidate onSubmit={confirm}>
      <p className="account-enrolment__text">{t('admin.account.factor.scan')}</p>
      <img
        className="account-enrolment__qr"
        src={qrSource(started.qr_svg)}
        alt={t('admin.account.factor.qrAlt')}
        width={200}
        height={200}
      />
      <p className="account-enrolment__text">{t('admin.account.factor.manual')}</p>
      <code className="account-enrolment__secret">{groupedSecret(started.secret)}</code>
      <TextField
        label={t('admin.account.factor.code')}
        hint={t('admin.account.factor.codeHint')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        error={codeError ?? undefined}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setCodeError(null);
        }}
        fieldClassName="account-enrolment__code"
      />
      <Inline gap={2}>
        <Button type="submit" loading={busy}>
          {t('admin.account.factor.confirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setStarted(null)}>
          {t('admin.account.factor.cancel')}
        </Button>
      </Inline>
    </form>
  );
}
