import { Alert } from 'design-system/components/alert';
import { Badge } from 'design-system/components/badge';
import { Button, buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatInvoiceDate, formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { type CustomerInfo, type Pass, portalApi, type Subscription } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { AutopayToggle } from './autopay-toggle';

const passQuery = (pass: Pass) => new URLSearchParams({ email: pass.email, plate: pass.plate }).toString();

/** Step 1: the pass, its autopay, its access card and its last invoices. */
export function Dashboard({ pass, onLogOut }: { pass: Pass; onLogOut: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const [data, setData] = useState<{ subscription: Subscription; customer: CustomerInfo } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    try {
      const [subscription, customer] = await Promise.all([
        portalApi.subscription(pass),
        portalApi.customerInfo(pass),
      ]);
      setData({ subscription, customer });
    } catch (failure) {
      setError(portalErrorText(failure, t));
    }
  }, [pass, t]);

  useEffect(() => {
    void load();
  }, [load]);

  async function sendAutopayLink() {
    setSending(true);
    try {
      await portalApi.sendAutopayLink(pass);
      notify.success(t('payments.linkSent', { email: pass.email }));
    } catch (failure) {
      notify.error(portalErrorText(failure, t));
    } finally {
      setSending(false);
    }
  }

  if (error) {
    return (
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
    );
  }
  if (!data) return <Loading />;
  const { subscription: sub, customer } = data;
  const vehicle = customer.vehicle;
  const active = sub.status === 'active';
  const query = passQuery(pass);

  return (
    <Stack gap={4}>
      <Card title={t('payments.dashboard.vehicle')}>
        <p>
          <strong>{vehicle.plate}</strong> ·{' '}
          {[vehicle.year, vehicle.make, vehicle.model, vehicle.color].filter(Boolean).join(' · ')}
        </p>
        <p>{t('payments.dashboard.holder', { name: `${customer.first_name} ${customer.last_name}` })}</p>
      </Card>
      <Card title={t('payments.dashboard.pass')}>
        <Stack gap={2}>
          <p>
            <Badge tone={active ? 'success' : 'danger'}>
              {active
                ? t('payments.dashboard.active', { days: sub.days_left ?? 0 })
                : t('payments.dashboard.expired', { days: sub.days_ago ?? 0 })}
            </Badge>
          </p>
          {sub.next_renewal_date ? (
            <p>
              {t('payments.dashboard.validThrough', {
                time: sub.valid_through,
                date: formatLongDate(sub.next_renewal_date, language),
              })}
            </p>
          ) : null}
        </Stack>
      </Card>
      <Card title={t('payments.autopay.title')}>
        <Stack gap={3}>
          <AutopayToggle pass={pass} subscription={sub} onChanged={() => void load()} />
          {!sub.autopay_enabled ? (
            <Button variant="ghost" loading={sending} onClick={() => void sendAutopayLink()}>
              {t('payments.sendAutopayLink')}
            </Button>
          ) : null}
        </Stack>
      </Card>
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
                {formatInvoiceDate(invoice.paid_at)} · {invoice.concept} · {formatMoney(invoice.amount_cents)}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Stack gap={2}>
        <Link className={buttonClassName({ variant: 'primary', fullWidth: true })} to={`/renew?${query}`}>
          {t('payments.actions.renew')}
        </Link>
        <Link
          className={buttonClassName({ variant: 'secondary', fullWidth: true })}
          to={`/change-card?${query}`}
        >
          {t('payments.actions.changeCard')}
        </Link>
        <Link
          className={buttonClassName({ variant: 'secondary', fullWidth: true })}
          to={`/lost-card?${query}`}
        >
          {t('payments.actions.lostCard')}
        </Link>
        <Button variant="ghost" onClick={onLogOut}>
          {t('payments.actions.logOut')}
        </Button>
      </Stack>
    </Stack>
  );
}
