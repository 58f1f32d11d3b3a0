import type { ProfileSubscription, SubscriptionStatusKey } from 'api/contract/admin-customers';
import { planText } from 'api/contract/plan-input';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { formatListDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { vehicleColorText, vehicleTypeText } from 'design-system/format/vehicle-words';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useId } from 'react';
import { CardPanel } from './card-panel';
import type { LoadQueue } from './invoice-queue';
import { InvoicesTable } from './invoices-table';
import { PassActions } from './pass-actions';
import { PassGateStanding } from './pass-gate-standing';
import { PassPlatesPanel } from './pass-plates-panel';
import type { ProfileAbilities } from './profile-abilities';
import { VehicleForm } from './vehicle-form';

const STATUS_TONES: Record<SubscriptionStatusKey, BadgeTone> = {
  active: 'success',
  inactive: 'warning',
  banned: 'danger',
  canceled: 'neutral',
  none: 'neutral',
  refunded: 'info',
};

/** A pass in one of these states never renews: its renewal date is history, not a promise. */
const ENDED: ReadonlySet<SubscriptionStatusKey> = new Set(['canceled', 'refunded', 'banned']);

type PassSectionProps = {
  pass: ProfileSubscription;
  abilities: ProfileAbilities;
  queue: LoadQueue;
  prefetchInvoices: boolean;
  cardAnchor: boolean;
};

/** One vehicle's pass on the profile (SPEC section 2 'Customer profile'). */
export function PassSection({ pass, abilities, queue, prefetchInvoices, cardAnchor }: PassSectionProps) {
  const t = useT();
  const { language } = useLanguage();
  const headingId = useId();
  const status = pass.car_status_key === 'banned' ? 'banned' : pass.status_key;
  const period =
    pass.current_period_start || pass.next_renewal_date
      ? `${formatListDate(pass.current_period_start)} – ${formatListDate(pass.next_renewal_date)}`
      : '—';

  return (
    <section
      className={`pass-section${pass.status_key === 'none' ? ' pass-section--none' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="pass-section__header">
        <h2 id={headingId} className="pass-section__title">
          {t('admin.profile.passTitle', { make: pass.make, model: pass.car_model, plate: pass.plate })}
        </h2>
        <div className="pass-section__badges">
          <Badge tone={STATUS_TONES[status]}>{t(`admin.profile.status.${status}`)}</Badge>
          <Badge tone="info">{vehicleTypeText(pass.vehicle_type, t)}</Badge>
          {pass.refund_request ? (
            <Badge tone="warning" className="pass-section__refund-badge">
              {t('admin.profile.actions.refundPending', {
                amount: formatMoney(pass.refund_request.amount_cents),
                person: pass.refund_request.requested_by,
              })}
            </Badge>
          ) : null}
        </div>
      </header>

      <dl className="pass-section__details">
        <div>
          <dt>{t('admin.profile.details.vehicle')}</dt>
          <dd>
            {[pass.make, pass.car_model, vehicleColorText(pass.color, t) || '—', pass.year].join(' · ')}
          </dd>
        </div>
        <div>
          <dt>{t('admin.profile.details.plan')}</dt>
          <dd>{planText({ name: pass.plan_name, name_es: pass.plan_name_es }, language) || '—'}</dd>
        </div>
        <div>
          <dt>{t('admin.profile.details.location')}</dt>
          <dd>{pass.location_name}</dd>
        </div>
        <div>
          <dt>{t('admin.profile.details.startDate')}</dt>
          <dd>{formatListDate(pass.start_date)}</dd>
        </div>
        <div>
          <dt>{t('admin.profile.details.currentPeriod')}</dt>
          <dd>{period}</dd>
        </div>
        {ENDED.has(status) ? (
          <div>
            <dt>{t('admin.profile.details.ended')}</dt>
            <dd>{t('admin.profile.details.endedAs', { status: t(`admin.profile.status.${status}`) })}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('admin.profile.details.nextRenewal')}</dt>
            <dd>{formatListDate(pass.next_renewal_date)}</dd>
          </div>
        )}
        <div>
          <dt>{t('admin.profile.details.discountCyclesLeft')}</dt>
          <dd>{pass.discount_cycles_left}</dd>
        </div>
        {pass.pending_cancel ? (
          <div>
            <dt>{t('admin.profile.details.pendingCancel')}</dt>
            <dd>
              {t('admin.profile.details.pendingCancelOn', {
                date: formatListDate(pass.pending_cancel.last_day),
                reason:
                  pass.pending_cancel.reason_text ??
                  t(`admin.cancellations.reasons.${pass.pending_cancel.reason}`),
              })}
            </dd>
          </div>
        ) : null}
      </dl>

      <PassGateStanding gate={pass.gate} />

      <PassPlatesPanel pass={pass} canEdit={abilities.profileEdit} />

      {pass.status_key === 'none' ? null : <PassActions pass={pass} abilities={abilities} />}

      <div className="pass-section__columns">
        <CardPanel pass={pass} canAssign={abilities.assignCard} anchor={cardAnchor} />
        <InvoicesTable
          customerId={pass.client_id}
          subscriptionId={pass.id}
          queue={queue}
          prefetch={prefetchInvoices}
        />
      </div>

      <VehicleForm
        key={[pass.car_id, pass.vehicle_type, pass.make, pass.car_model, pass.color, pass.year].join('|')}
        pass={pass}
        canEdit={abilities.profileEdit}
      />
    </section>
  );
}
