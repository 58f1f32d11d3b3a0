import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plateRegionName } from 'api/contract/plate-region';
import { Alert } from 'design-system/components/alert';
import { Button, buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { Stack } from 'design-system/components/layout';
import { Select } from 'design-system/components/select';
import { Loading } from 'design-system/components/spinner';
import { formatInvoiceDate, formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { vehicleColorText } from 'design-system/format/vehicle-words';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { passOverviewQuery } from '../../lib/api/get-pass-overview';
import { type Pass, passQueryKey } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { usePortalSession } from '../../lib/portal-session';
import { passSearch } from '../../lib/use-pass-params';
import { customerInfoQuery } from './api/get-customer-info';
import { useSendAutopayLink } from './api/use-send-autopay-link';
import { AutopayToggle } from './autopay-toggle';
import { CardExpiryBanner } from './card-expiry-banner';
import { PassStatusCard } from './pass-status-card';

const LINK_TOAST_ID = 'portal-autopay-link';

/** Signed in: the pass, its autopay, its access card and its last invoices; sign out here or everywhere. */
export function Dashboard({
  pass,
  plates,
  onChoosePlate,
}: {
  pass: Pass;
  plates: string[];
  onChoosePlate: (plate: string) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const { signOut } = usePortalSession();
  const queryClient = useQueryClient();
  const overviewRead = useQuery(passOverviewQuery(pass));
  const customerRead = useQuery(customerInfoQuery(pass));
  // A session that ended meanwhile (signed out elsewhere, expired) answers 401 `sign_in_required`:
  // the reads announce it and the page drops back to the sign-in.
  const failure = overviewRead.error ?? customerRead.error;
  const error = failure ? portalErrorText(failure, t) : null;
  const data =
    overviewRead.data && customerRead.data
      ? { subscription: overviewRead.data, customer: customerRead.data }
      : null;
  const sendLink = useSendAutopayLink(pass);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  async function end(everywhere: boolean) {
    setSigningOut(true);
    try {
      await signOut(everywhere);
    } catch (failure) {
      notify.error(portalErrorText(failure, t), { toastId: 'portal-sign-out' });
      setSigningOut(false);
      setConfirmEverywhere(false);
    }
  }

  /** Retry: reads the pass again from scratch, the loading state showing meanwhile. */
  const load = () => queryClient.resetQueries({ queryKey: passQueryKey(pass) });

  async function sendAutopayLink() {
    try {
      await sendLink.mutateAsync();
      notify.success(t('payments.linkSent', { email: pass.email }), { toastId: LINK_TOAST_ID });
    } catch (failure) {
      notify.error(portalErrorText(failure, t), { toastId: LINK_TOAST_ID });
    }
  }

  const choosePlate =
    plates.length > 1 ? (
      <Select
        label={t('payments.dashboard.choosePass')}
        value={pass.plate}
        options={plates.map((plate) => ({ value: plate, label: plate }))}
        onChange={(event) => onChoosePlate(event.target.value)}
      />
    ) : null;
  const signOutButtons = (
    <Stack gap={2}>
      <p className="portal-hint">{t('payments.dashboard.signedInAs', { email: pass.email })}</p>
      <Button
        variant="secondary"
        fullWidth
        loading={signingOut && !confirmEverywhere}
        onClick={() => void end(false)}
      >
        {t('payments.actions.signOut')}
      </Button>
      <Button variant="ghost" onClick={() => setConfirmEverywhere(true)}>
        {t('payments.actions.signOutEverywhere')}
      </Button>
      <ConfirmDialog
        open={confirmEverywhere}
        tone="danger"
        title={t('payments.signOutEverywhere.title')}
        message={t('payments.signOutEverywhere.message', { email: pass.email })}
        confirmLabel={t('payments.actions.signOutEverywhere')}
        busy={signingOut}
        onConfirm={() => void end(true)}
        onCancel={() => setConfirmEverywhere(false)}
      />
    </Stack>
  );

  if (error) {
    return (
      <Stack gap={4}>
        {choosePlate}
        <Alert
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onClick={() => void load()}>
              {t('common.retry')}
            </Button>
          }
        >
          {error}
        </Alert>
        {signOutButtons}
      </Stack>
    );
  }
  if (!data) return <Loading />;
  const { subscription: sub, customer } = data;
  const vehicle = customer.vehicle;
  // The gate's cameras read the plate with its state; older answers carry none.
  const plateState = plateRegionName(vehicle.plate_state);
  // The pass is still the customer's (not canceled, refunded or banned): autopay and the card apply.
  const held = sub.status === 'active' || sub.status === 'expired' || sub.status === 'inactive';
  const search = passSearch(pass);

  return (
    <Stack gap={4}>
      {choosePlate}
      {held && sub.card_expiry ? <CardExpiryBanner expiry={sub.card_expiry} search={search} /> : null}
      <Card title={t('payments.dashboard.vehicle')}>
        <p>
          <strong>{vehicle.plate}</strong> ·{' '}
          {[vehicle.year, vehicle.make, vehicle.model, vehicleColorText(vehicle.color, t)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {plateState ? <p>{t('payments.dashboard.plateState', { state: plateState })}</p> : null}
        {customer.first_name ? (
          <p>
            {t('payments.dashboard.holder', {
              name: [customer.first_name, customer.last_name].filter(Boolean).join(' '),
            })}
          </p>
        ) : null}
      </Card>
      <PassStatusCard sub={sub} search={search} />
      {/* What the owner does with the pass, one link per line, each a full-size target on a phone. */}
      <nav aria-label={t('payments.dashboard.manage')}>
        <ul className="portal-pass-links">
          {held ? (
            <li>
              <Link to={`/plates${search}`}>{t('payments.dashboard.plates')}</Link>
            </li>
          ) : null}
          <li>
            <Link to={`/receipts${search}`}>{t('receipts.link')}</Link>
          </li>
          {sub.status === 'active' && sub.autopay_enabled ? (
            <li>
              <Link to={`/pause${search}`}>{t('pausePass.link')}</Link>
            </li>
          ) : null}
          {sub.status === 'active' ? (
            <li>
              <Link to={`/cancel-pass${search}`}>{t('payments.dashboard.cancel')}</Link>
            </li>
          ) : null}
        </ul>
      </nav>
      {held ? (
        <Card title={t('payments.autopay.title')}>
          <Stack gap={3}>
            <AutopayToggle pass={pass} overview={sub} />
            {sub.next_charge ? (
              <p>
                {t('payments.noSurprises.nextCharge', {
                  amount: formatMoney(sub.next_charge.amount_cents),
                  date: formatLongDate(sub.next_charge.date, language),
                })}
              </p>
            ) : null}
            {sub.actions.autopay_link.available ? (
              <Button variant="ghost" loading={sendLink.isPending} onClick={() => void sendAutopayLink()}>
                {t('payments.sendAutopayLink')}
              </Button>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      <Card title={t('payments.dashboard.card')}>
        <p>
          {sub.card.state === 'assigned'
            ? t('payments.dashboard.cardAssigned', { last4: sub.card.code_last4 ?? '····' })
            : sub.card.state === 'lost'
              ? t('payments.dashboard.cardLost')
              : t('payments.dashboard.cardNone')}
        </p>
      </Card>
      <Card title={t('payments.dashboard.invoices')}>
        {sub.invoices.length === 0 ? (
          <p>{t('payments.dashboard.noInvoices')}</p>
        ) : (
          <ul className="portal-list">
            {sub.invoices.map((invoice) => (
              <li key={invoice.id}>
                {formatInvoiceDate(invoice.paid_at)} ·{' '}
                {language === 'es' ? invoice.concept_es : invoice.concept} ·{' '}
                {formatMoney(invoice.amount_cents)}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {/* Only what the API says can work: the main action's own button sits on the pass card above. */}
      <Stack gap={2}>
        {sub.actions.change_card.available &&
        sub.main_action !== 'change_card' &&
        sub.main_action !== 'manage_card' ? (
          <Link
            className={buttonClassName({ variant: 'secondary', fullWidth: true })}
            to={`/change-card${search}`}
          >
            {t('payments.actions.changeCard')}
          </Link>
        ) : null}
        {sub.actions.lost_card.available ? (
          <Link
            className={buttonClassName({ variant: 'secondary', fullWidth: true })}
            to={`/lost-card${search}`}
          >
            {t('payments.actions.lostCard')}
          </Link>
        ) : null}
      </Stack>
      {signOutButtons}
    </Stack>
  );
}
