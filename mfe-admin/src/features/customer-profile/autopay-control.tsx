import type { ProfileSubscription } from 'api/contract/admin-customers';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { Checkbox } from 'design-system/components/checkbox';
import { type MessageKey, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';

type AutopayControlProps = {
  pass: ProfileSubscription;
  canEdit: boolean;
  busy: boolean;
  /** Runs a change as the pass's other actions do: error toast, success toast. */
  act: (call: () => Promise<unknown>, success?: MessageKey) => Promise<void>;
  /** The pass's own writes (PassActions holds them, so its busy state covers these too). */
  setAutopay: (autopay: boolean) => Promise<unknown>;
  sendAutopayLink: () => Promise<{ sent_to: string }>;
};

/**
 * Auto-Pay on an active pass. Staff can turn it off, and on only for a customer who agreed to it
 * (a consent on record); otherwise the checkbox could only fail, so the screen says why and offers to
 * e-mail the customer the Auto-Pay link, through which they agree themselves.
 */
export function AutopayControl({
  pass,
  canEdit,
  busy,
  act,
  setAutopay,
  sendAutopayLink,
}: AutopayControlProps) {
  const t = useT();
  if (!canEdit) {
    return (
      <Badge tone={pass.autopay ? 'success' : 'neutral'}>
        {t(pass.autopay ? 'admin.profile.actions.autopayOn' : 'admin.profile.actions.autopayOff')}
      </Badge>
    );
  }
  const sendLink = () =>
    act(async () => {
      const { sent_to } = await sendAutopayLink();
      notify.success(t('admin.profile.actions.autopayLinkSent', { email: sent_to }));
    });
  const linkButton = pass.autopay ? null : (
    <Button variant="secondary" size="sm" disabled={busy} onClick={sendLink}>
      {t('admin.profile.actions.autopayLink')}
    </Button>
  );
  if (!pass.autopay && !pass.autopay_consent) {
    return (
      <div className="pass-actions__autopay">
        <Badge tone="neutral">{t('admin.profile.actions.autopayOff')}</Badge>
        <p className="pass-actions__note">{t('admin.profile.actions.autopayNeedsCustomer')}</p>
        {linkButton}
      </div>
    );
  }
  return (
    <div className="pass-actions__autopay">
      <Checkbox
        label={t('admin.profile.actions.autopay')}
        checked={pass.autopay}
        disabled={busy}
        onChange={(event) => {
          const autopay = event.currentTarget.checked;
          void act(() => setAutopay(autopay), 'admin.profile.actions.autopayUpdated');
        }}
      />
      {linkButton}
    </div>
  );
}
