import { EVENT_ACTIONS } from 'api/contract/event-actions';
import type { StaffEvent } from 'api/contract/events';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { type MessageKey, useLanguage, useT } from 'design-system/i18n/language';
import { useNavigate } from 'react-router-dom';
import { eventClientId, type PayloadText, payloadObject, payloadRows } from './event-payload';

type EventCardProps = {
  event: StaffEvent;
  /** 'First' / 'Second' on the two oldest pending events. */
  position?: 'first' | 'second';
  onComplete?: (event: StaffEvent) => void;
  completing?: boolean;
};

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(EVENT_ACTIONS);

export function EventCard({ event, position, onComplete, completing }: EventCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const clientId = eventClientId(event.payload);
  const payload = payloadObject(event.payload);
  // Who the buttons are about, for their accessible names: the customer, else the plate.
  const customer =
    [payload.customer, payload.plate].find((v): v is string => typeof v === 'string' && v !== '') ?? '—';
  const actionText = KNOWN_ACTIONS.has(event.action)
    ? t(`admin.checklist.actions.${event.action}` as MessageKey)
    : event.action;
  const text = (part: PayloadText) => ('key' in part ? t(part.key, part.params) : part.text);
  const stamp = (value: string) => ({ date: formatListDate(value), time: formatTime(value, language) });

  return (
    <article className="event-card" aria-label={actionText}>
      <header className="event-card__header">
        <h3 className="event-card__title">{actionText}</h3>
        {position ? <Badge tone="warning">{t(`admin.checklist.${position}`)}</Badge> : null}
      </header>
      <p className="event-card__meta">
        {event.completed && event.completed_at
          ? `${t('admin.checklist.completedAt', stamp(event.completed_at))}${
              event.completed_by ? ` ${t('admin.checklist.completedBy', { user: event.completed_by })}` : ''
            }`
          : t('admin.checklist.createdAt', stamp(event.created_at))}
      </p>
      <dl className="event-card__fields">
        {payloadRows(event.action, event.payload, language, language === 'es' ? event.plan_es : null).map(
          (row) => (
            <div key={row.field} className="event-card__field">
              <dt>{text(row.label)}</dt>
              <dd>{text(row.value)}</dd>
            </div>
          ),
        )}
        <div className="event-card__field">
          <dt>{t('admin.checklist.actor')}</dt>
          {/* No actor means no staff action wrote the event: a customer's or the system's own. */}
          <dd>{event.actor ?? t('admin.checklist.noActor')}</dd>
        </div>
      </dl>
      <div className="event-card__actions">
        <Button
          size="sm"
          variant="secondary"
          disabled={clientId === null}
          aria-label={t('admin.checklist.profileOf', { customer })}
          onClick={() => clientId !== null && navigate(`/admin/customers/${clientId}`)}
        >
          {t('admin.checklist.profile')}
        </Button>
        {onComplete ? (
          <Button
            size="sm"
            loading={completing}
            disabled={completing}
            aria-label={t('admin.checklist.completeEvent', { action: actionText, customer })}
            onClick={() => onComplete(event)}
          >
            {t('admin.checklist.complete')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
