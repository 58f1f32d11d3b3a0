import { readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { Stack } from 'design-system/components/layout';
import { formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { countedKey } from 'design-system/i18n/plural';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import type { Pass, PassOverview } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { savedCardName } from '../../lib/saved-card-name';
import { ActionReason } from './action-reason';
import { useStartCardSetupPage } from './api/use-start-card-setup-page';
import { useToggleAutopay } from './api/use-toggle-autopay';

const AUTOPAY_TOAST_ID = 'portal-autopay';

/**
 * Autopay on/off: off warns first (discounted cycles are forfeited), on shows and sends the consent:
 * the amount and first date it charges, and the saved card by name only when the pass has one (else
 * the card is saved on the provider's page next).
 */
export function AutopayToggle({ pass, overview }: { pass: Pass; overview: PassOverview }) {
  const t = useT();
  const { language } = useLanguage();
  const [dialog, setDialog] = useState<'off' | 'on' | null>(null);
  const toggleAutopay = useToggleAutopay(pass);
  const startCardSetupPage = useStartCardSetupPage(pass);
  // Still busy while the provider's page is asked for after a `need_setup`.
  const busy = toggleAutopay.isPending || startCardSetupPage.isPending;
  const [error, setError] = useState<string | null>(null);
  // Only the switch's direction the API accepts now is offered; otherwise its reason is shown.
  const action = overview.autopay_enabled ? overview.actions.autopay_off : overview.actions.autopay_on;
  // The text shown is the text recorded as the customer's consent.
  const offer = overview.autopay_offer;
  const consent = offer
    ? t(offer.saved_card ? 'payments.autopay.consentSaved' : 'payments.autopay.consentNew', {
        amount: formatMoney(offer.amount_cents),
        date: formatLongDate(offer.first_charge_date, language),
        card: offer.saved_card ? savedCardName(offer.saved_card) : '',
      })
    : '';

  async function toggle(enable: boolean) {
    setError(null);
    try {
      await toggleAutopay.mutateAsync({ enable, ...(enable ? { consent_text: consent, language } : {}) });
      setDialog(null);
      // One toast per subject: "on" replaces "off" and back, never both at once.
      notify.success(enable ? t('payments.autopay.turnedOn') : t('payments.autopay.turnedOff'), {
        toastId: AUTOPAY_TOAST_ID,
      });
    } catch (failure) {
      if (readApiError(failure)?.code === 'need_setup') {
        try {
          // The consent the customer just agreed to is the one recorded with the saved card.
          const { url } = await startCardSetupPage.mutateAsync({ language, consent_text: consent });
          window.location.assign(url);
          return;
        } catch (setupFailure) {
          setError(portalErrorText(setupFailure, t));
        }
      } else {
        setError(portalErrorText(failure, t));
      }
      setDialog(null);
    }
  }

  return (
    <Stack gap={3}>
      <p>
        {overview.autopay_enabled ? t('payments.autopay.on') : t('payments.autopay.off')}
        {overview.autopay_enabled && overview.discount_cycles_left > 0
          ? ` ${t(countedKey('payments.autopay.cyclesLeft', overview.discount_cycles_left), { count: overview.discount_cycles_left })}`
          : ''}
      </p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {action.available && (overview.autopay_enabled || offer) ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => setDialog(overview.autopay_enabled ? 'off' : 'on')}
        >
          {overview.autopay_enabled ? t('payments.autopay.turnOff') : t('payments.autopay.turnOn')}
        </Button>
      ) : (
        <ActionReason action={action} />
      )}
      <ConfirmDialog
        open={dialog === 'off'}
        tone="danger"
        title={t('payments.autopay.offTitle')}
        message={t(countedKey('payments.autopay.offWarning', overview.discount_cycles_left), {
          count: overview.discount_cycles_left,
        })}
        confirmLabel={t('payments.autopay.turnOff')}
        busy={busy}
        onConfirm={() => void toggle(false)}
        onCancel={() => setDialog(null)}
      >
        {overview.autopay_off_preview ? (
          <p>
            {t('payments.noSurprises.noAutomaticCharge', {
              date: formatLongDate(overview.autopay_off_preview.pay_by, language),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'on'}
        title={t('payments.autopay.onTitle')}
        message={consent}
        confirmLabel={t('payments.autopay.agree')}
        busy={busy}
        onConfirm={() => void toggle(true)}
        onCancel={() => setDialog(null)}
      >
        {offer && offer.charges.length > 0 ? (
          <>
            <p>{t('payments.noSurprises.chargesTitle')}</p>
            <ul className="portal-list">
              {offer.charges.map((charge) => (
                <li key={charge.date}>
                  {t('payments.noSurprises.chargeLine', {
                    amount: formatMoney(charge.amount_cents),
                    date: formatLongDate(charge.date, language),
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
