import { useQuery } from '@tanstack/react-query';
import {
  CANCEL_REASON_TEXT_MAX,
  CANCEL_REASONS,
  type CancelReason,
  type PassCancelState,
} from 'api/contract/pass-cancel';
import { Alert } from 'design-system/components/alert';
import { Button, buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { TextArea } from 'design-system/components/text-area';
import { formatLongDate } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { countedKey } from 'design-system/i18n/plural';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Pass } from '../../lib/portal-api';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';
import { passCancelQuery } from './api/get-pass-cancel';
import { useCancelPass } from './api/use-cancel-pass';
import { useUndoCancel } from './api/use-undo-cancel';
import { cancelErrorText } from './cancel-error-text';

const TOAST_ID = 'portal-cancel';

/**
 * /cancel-pass?email&plate: cancel at period end (docs/decisions/cancel-at-period-end.md). Says what ends
 * when before asking, asks why, confirms; a cancel waiting shows its last day and an undo. Signed
 * out, the sign-in form first.
 */
export function CancelPassPage() {
  const t = useT();
  const requested = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('cancelPass.title')} />
      <SignInGate requested={requested} next="/cancel-pass" intro={t('cancelPass.signInIntro')}>
        {(pass) => <PassCancel key={pass.plate} pass={pass} />}
      </SignInGate>
    </Container>
  );
}

function PassCancel({ pass }: { pass: Pass }) {
  const t = useT();
  const read = useQuery(passCancelQuery(pass));

  const back = (
    <Link
      className={buttonClassName({ variant: 'secondary', fullWidth: true })}
      to={`/payments${passSearch(pass)}`}
    >
      {t('cancelPass.back')}
    </Link>
  );
  if (read.error) {
    return (
      <Stack gap={4}>
        <Alert tone="danger">{cancelErrorText(read.error, t)}</Alert>
        {back}
      </Stack>
    );
  }
  if (!read.data) return <Loading />;
  const state = read.data;
  return (
    <Stack gap={4}>
      {state.pending ? (
        <PendingCancel pass={pass} state={state} />
      ) : state.cancelable && state.last_day ? (
        <CancelForm pass={pass} state={state} lastDay={state.last_day} />
      ) : (
        <Alert tone="info">{t('cancelPass.notCancelable')}</Alert>
      )}
      {back}
    </Stack>
  );
}

function PendingCancel({ pass, state }: { pass: Pass; state: PassCancelState }) {
  const t = useT();
  const { language } = useLanguage();
  const undoCancel = useUndoCancel(pass);
  const pending = state.pending;
  if (!pending) return null;
  const date = formatLongDate(pending.last_day, language);

  async function undo() {
    try {
      await undoCancel.mutateAsync();
      notify.success(t('cancelPass.undone'), { toastId: TOAST_ID });
    } catch (failure) {
      notify.error(cancelErrorText(failure, t), { toastId: TOAST_ID });
    }
  }

  return (
    <Card title={t('cancelPass.pendingTitle')}>
      <Stack gap={3}>
        <p>{t('cancelPass.pending', { date })}</p>
        <p className="portal-hint">
          {t('cancelPass.pendingReason', {
            reason: pending.reason_text ?? t(`cancelPass.reasons.${pending.reason}`),
          })}
        </p>
        <p>{t('cancelPass.undoUntil', { date })}</p>
        <Button loading={undoCancel.isPending} onClick={() => void undo()}>
          {t('cancelPass.undo')}
        </Button>
      </Stack>
    </Card>
  );
}

function CancelForm({ pass, state, lastDay }: { pass: Pass; state: PassCancelState; lastDay: string }) {
  const t = useT();
  const { language } = useLanguage();
  const legendId = useId();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cancelPass = useCancelPass(pass);
  const date = formatLongDate(lastDay, language);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonError(t('cancelPass.reasonLegend'));
      return;
    }
    if (reason === 'other' && !text.trim()) {
      setTextError(t('cancelPass.otherRequired'));
      return;
    }
    setConfirming(true);
  }

  async function confirm() {
    if (!reason) return;
    try {
      await cancelPass.mutateAsync({ reason, reasonText: text.trim() });
      notify.success(t('cancelPass.cancelled', { date }), { toastId: TOAST_ID });
    } catch (failure) {
      notify.error(cancelErrorText(failure, t), { toastId: TOAST_ID });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <Card title={t('cancelPass.whatEnds')}>
        <ul className="portal-list">
          <li>{t('cancelPass.lastDay', { date })}</li>
          <li>{t('cancelPass.nothingCharged')}</li>
          {state.discount_months_lost > 0 ? (
            <li>
              {t(countedKey('cancelPass.lostMonths', state.discount_months_lost), {
                count: state.discount_months_lost,
                percent: state.discount_percent,
              })}
            </li>
          ) : null}
          <li>{t('cancelPass.undoUntil', { date })}</li>
        </ul>
      </Card>
      <form onSubmit={submit} noValidate>
        <Stack gap={3}>
          <fieldset
            className="portal-reasons"
            aria-describedby={reasonError ? `${legendId}-error` : undefined}
          >
            <legend id={legendId}>{t('cancelPass.reasonLegend')}</legend>
            {CANCEL_REASONS.map((value) => (
              <label key={value} className="portal-reasons__option">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setReasonError(null);
                  }}
                />
                {t(`cancelPass.reasons.${value}`)}
              </label>
            ))}
            {reasonError ? (
              <p id={`${legendId}-error`} className="portal-reasons__error" role="alert">
                {reasonError}
              </p>
            ) : null}
          </fieldset>
          {reason === 'other' ? (
            <TextArea
              label={t('cancelPass.otherText')}
              value={text}
              maxLength={CANCEL_REASON_TEXT_MAX}
              rows={3}
              required
              error={textError ?? undefined}
              onChange={(event) => {
                setText(event.target.value);
                setTextError(null);
              }}
            />
          ) : null}
          <Button type="submit" variant="danger" fullWidth>
            {t('cancelPass.confirm')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('cancelPass.confirmTitle')}
        message={t('cancelPass.confirmMessage', { date })}
        confirmLabel={t('cancelPass.confirmYes')}
        cancelLabel={t('cancelPass.keep')}
        busy={cancelPass.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
