import { readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { Stack } from 'design-system/components/layout';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import { type Pass, portalApi, type Subscription } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { ActionReason } from './action-reason';

const AUTOPAY_TOAST_ID = 'portal-autopay';

/** Autopay on/off: off warns first (discounted cycles are forfeited), on shows and sends the consent. */
export function AutopayToggle({
  pass,
  subscription,
  onChanged,
}: {
  pass: Pass;
  subscription: Subscription;
  onChanged: () => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const [dialog, setDialog] = useState<'off' | 'on' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only the switch's direction the API accepts now is offered; otherwise its reason is shown.
  const action = subscription.autopay_enabled
    ? subscription.actions.autopay_off
    : subscription.actions.autopay_on;

  async function toggle(enable: boolean) {
    setBusy(true);
    setError(null);
    try {
      await portalApi.toggleAutopay({
        ...pass,
        enable,
        ...(enable ? { consent_text: t('payments.autopay.consent'), language } : {}),
      });
      setDialog(null);
      // One toast per subject: "on" replaces "off" and back, never both at once.
      notify.success(enable ? t('payments.autopay.turnedOn') : t('payments.autopay.turnedOff'), {
        toastId: AUTOPAY_TOAST_ID,
      });
      onChanged();
    } catch (failure) {
      if (readApiError(failure)?.code === 'need_setup') {
        try {
          // The consent the customer just agreed to is the one recorded with the saved card.
          const { url } = await portalApi.setupPortal({
            ...pass,
            language,
            consent_text: t('payments.autopay.consent'),
          });
          window.location.assign(url);
          return;
        } catch (setupFailure) {
          setError(portalErrorText(setupFailure, t));
        }
      } else {
        setError(portalErrorText(failure, t));
      }
      setDialog(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={3}>
      <p>
        {subscription.autopay_enabled ? t('payments.autopay.on') : t('payments.autopay.off')}
        {subscription.autopay_enabled && subscription.discount_cycles_left > 0
          ? ` ${t('payments.autopay.cyclesLeft', { count: subscription.discount_cycles_left })}`
          : ''}
      </p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {action.available ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => setDialog(subscription.autopay_enabled ? 'off' : 'on')}
        >
          {subscription.autopay_enabled ? t('payments.autopay.turnOff') : t('payments.autopay.turnOn')}
        </Button>
      ) : (
        <ActionReason action={action} />
      )}
      <ConfirmDialog
        open={dialog === 'off'}
        tone="danger"
        title={t('payments.autopay.offTitle')}
        message={t('payments.autopay.offWarning', { count: subscription.discount_cycles_left })}
        confirmLabel={t('payments.autopay.turnOff')}
        busy={busy}
        onConfirm={() => void toggle(false)}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'on'}
        title={t('payments.autopay.onTitle')}
        message={t('payments.autopay.consent')}
        confirmLabel={t('payments.autopay.agree')}
        busy={busy}
        onConfirm={() => void toggle(true)}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  );
}
