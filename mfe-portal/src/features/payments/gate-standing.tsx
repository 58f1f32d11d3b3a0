import type { SubscriptionResponse } from 'api/contract/portal';
import { formatLongDate, formatTime } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';

/**
 * What the gate does with the pass now, by the same rule the gate itself follows (grace while autopay
 * retries, suspended after), and when it last let the car through. Nothing from an older API.
 */
export function GateStanding({ sub }: { sub: SubscriptionResponse }) {
  const t = useT();
  const { language } = useLanguage();
  const gate = sub.gate;
  if (!gate) return null;
  const when = (value: string) => ({
    date: formatLongDate(value, language),
    time: formatTime(value, language),
  });
  const line =
    gate.state === 'active' && gate.valid_until
      ? t('payments.gate.active', when(gate.valid_until))
      : gate.state === 'grace' && gate.valid_until
        ? t('payments.gate.grace', when(gate.valid_until))
        : gate.state === 'suspended'
          ? t('payments.gate.suspended')
          : gate.state === 'expired' || gate.state === 'inactive'
            ? t('payments.gate.closed')
            : // Canceled, refunded, banned: the pass card already says it no longer opens the gate.
              null;
  const seen = gate.last_seen;
  if (!line && !seen) return null;
  return (
    <section aria-label={t('payments.gate.title')} className="gate-standing">
      {line ? <p>{line}</p> : null}
      {seen ? (
        <p>
          {t(
            seen.direction === 'in' ? 'payments.gate.lastSeenIn' : 'payments.gate.lastSeenOut',
            when(seen.at),
          )}
        </p>
      ) : null}
    </section>
  );
}
