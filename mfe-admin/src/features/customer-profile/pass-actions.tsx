import type { ProfileSubscription } from 'api/contract/admin-customers';
import { EDITABLE_SUBSCRIPTION_STATUSES } from 'api/contract/subscriptions';
import { Button } from 'design-system/components/button';
import { ConfirmDialog, useConfirm } from 'design-system/components/confirm-dialog';
import { Select } from 'design-system/components/select';
import { formatMoney } from 'design-system/format/money';
import { type MessageKey, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { useBanPass } from './api/use-ban-pass';
import { useCancelPass } from './api/use-cancel-pass';
import { useRefundAndCancelPass } from './api/use-refund-and-cancel-pass';
import { useSendAutopayLink } from './api/use-send-autopay-link';
import { useSendRenewalEmail } from './api/use-send-renewal-email';
import { useUpdatePass } from './api/use-update-pass';
import { AutopayControl } from './autopay-control';
import type { ProfileAbilities } from './profile-abilities';

type PassActionsProps = {
  pass: ProfileSubscription;
  abilities: ProfileAbilities;
};

/** The pass's buttons, each shown only to a role with its capability (docs/decisions/staff-back-office.md). */
export function PassActions({ pass, abilities }: PassActionsProps) {
  const t = useT();
  const { confirm, confirmDialog } = useConfirm();
  // Each write reads the customer's profile again before it settles (api/use-customer-write.ts).
  const updatePass = useUpdatePass(pass.client_id);
  const cancelPass = useCancelPass(pass.client_id);
  const refundAndCancel = useRefundAndCancelPass(pass.client_id);
  const banPass = useBanPass(pass.client_id);
  const sendRenewalEmail = useSendRenewalEmail(pass.client_id);
  const sendAutopayLink = useSendAutopayLink(pass.client_id);
  // One action at a time on a pass: every button waits while any of them runs.
  const busy = [updatePass, cancelPass, refundAndCancel, banPass, sendRenewalEmail, sendAutopayLink].some(
    (write) => write.isPending,
  );
  const [refundOpen, setRefundOpen] = useState(false);
  const live = pass.status_key === 'active' || pass.status_key === 'inactive';
  // A banned pass may still give its last payment back; the car stays banned.
  const banned = pass.status_key === 'banned';

  const act = async (call: () => Promise<unknown>, success?: MessageKey) => {
    try {
      await call();
      if (success) notify.success(t(success));
    } catch (error) {
      notify.error(adminErrorText(error, t));
    }
  };

  const cancel = async () => {
    const ok = await confirm({
      title: t('admin.profile.actions.cancelTitle'),
      message: t('admin.profile.actions.cancelMessage'),
      confirmLabel: t('admin.profile.actions.cancelConfirm'),
      cancelLabel: t('admin.profile.actions.back'),
      tone: 'danger',
    });
    if (ok) await act(() => cancelPass.mutateAsync(pass.id), 'admin.profile.actions.canceled');
  };

  // A ban refunds nothing (docs/decisions/staff-pass-actions.md): the dialog and the result say so,
  // with the amount a refund could still give back.
  const moneyOnBan = (when: 'ahead' | 'done') =>
    pass.refund_cents === null
      ? t(when === 'ahead' ? 'admin.profile.actions.banNoRefund' : 'admin.profile.actions.bannedNoRefund')
      : t(
          when === 'ahead' ? 'admin.profile.actions.banKeepsMoney' : 'admin.profile.actions.bannedKeptMoney',
          {
            amount: formatMoney(pass.refund_cents),
          },
        );

  const ban = async () => {
    const first = await confirm({
      title: t('admin.profile.actions.banTitle'),
      message: `${t('admin.profile.actions.banMessage', { plate: pass.plate })} ${moneyOnBan('ahead')}`,
      confirmLabel: t('admin.profile.actions.banConfirm'),
      cancelLabel: t('admin.profile.actions.back'),
      tone: 'danger',
    });
    if (!first) return;
    const second = await confirm({
      title: t('admin.profile.actions.banAgainTitle'),
      message: t('admin.profile.actions.banAgainMessage', { plate: pass.plate }),
      confirmLabel: t('admin.profile.actions.banAgainConfirm'),
      cancelLabel: t('admin.profile.actions.back'),
      tone: 'danger',
    });
    if (second)
      await act(async () => {
        await banPass.mutateAsync(pass.id);
        notify.success(`${t('admin.profile.actions.banned')}. ${moneyOnBan('done')}`);
      });
  };

  // Above the location's threshold the API answers 202: the refund waits for a second person
  // (docs/decisions/two-person-refunds.md) and nothing is refunded yet.
  const refund = async () => {
    await act(async () => {
      const answer = await refundAndCancel.mutateAsync(pass.id);
      notify.success(
        t('request' in answer ? 'admin.profile.actions.sentForApproval' : 'admin.profile.actions.refunded'),
      );
    });
    setRefundOpen(false);
  };

  const resend = () =>
    act(async () => {
      const { sent_to } = await sendRenewalEmail.mutateAsync(pass.id);
      notify.success(t('admin.profile.actions.resent', { email: sent_to }));
    });

  return (
    <div className="pass-actions">
      {abilities.statusEdit && pass.status_key !== 'none' ? (
        <Select
          label={t('admin.profile.actions.statusLabel')}
          fieldClassName="pass-actions__status"
          value={
            (EDITABLE_SUBSCRIPTION_STATUSES as readonly string[]).includes(pass.status_key)
              ? pass.status_key
              : ''
          }
          placeholder={t(`admin.profile.status.${pass.status_key}`)}
          disabled={busy}
          options={EDITABLE_SUBSCRIPTION_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.profile.status.${status}`),
          }))}
          onChange={(event) => {
            const status_key = event.currentTarget.value as (typeof EDITABLE_SUBSCRIPTION_STATUSES)[number];
            void act(
              () => updatePass.mutateAsync({ passId: pass.id, changes: { status_key } }),
              'admin.profile.actions.statusUpdated',
            );
          }}
        />
      ) : null}

      {pass.status_key === 'active' ? (
        <AutopayControl
          pass={pass}
          canEdit={abilities.profileEdit}
          busy={busy}
          act={act}
          setAutopay={(autopay) => updatePass.mutateAsync({ passId: pass.id, changes: { autopay } })}
          sendAutopayLink={() => sendAutopayLink.mutateAsync(pass.id)}
        />
      ) : null}

      {abilities.profileEdit && live ? (
        <Button variant="secondary" size="sm" disabled={busy} onClick={cancel}>
          {t('admin.profile.actions.cancel')}
        </Button>
      ) : null}
      {abilities.refund && (live || banned) && pass.refund_cents !== null && pass.refund_request === null ? (
        <Button variant="danger" size="sm" disabled={busy} onClick={() => setRefundOpen(true)}>
          {t(banned ? 'admin.profile.actions.refundBanned' : 'admin.profile.actions.refund')}
        </Button>
      ) : null}
      {abilities.banCar && pass.status_key === 'active' ? (
        <Button variant="danger" size="sm" disabled={busy} onClick={ban}>
          {t('admin.profile.actions.ban')}
        </Button>
      ) : null}
      {abilities.profileEdit && pass.status_key === 'canceled' ? (
        <Button variant="secondary" size="sm" loading={busy} disabled={busy} onClick={resend}>
          {t('admin.profile.actions.resend')}
        </Button>
      ) : null}

      <ConfirmDialog
        open={refundOpen}
        tone="danger"
        title={t(banned ? 'admin.profile.actions.refundBannedTitle' : 'admin.profile.actions.refundTitle')}
        message={
          banned
            ? t('admin.profile.actions.refundBannedMessage', { amount: formatMoney(pass.refund_cents) })
            : `${t('admin.profile.actions.refundMessage', { amount: formatMoney(pass.refund_cents) })} ${t(
                'admin.profile.actions.refundPassEffect',
              )}`
        }
        confirmLabel={t('admin.profile.actions.refundConfirm')}
        cancelLabel={t('admin.profile.actions.back')}
        busy={busy}
        onConfirm={refund}
        onCancel={() => setRefundOpen(false)}
      />
      {confirmDialog}
    </div>
  );
}
