import type { PassAccessState, PassGateStanding as Standing } from 'api/contract/gate-access';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { type MessageKey, useLanguage, useT } from 'design-system/i18n/language';
import { useId } from 'react';

const TONES: Record<PassAccessState, BadgeTone> = {
  active: 'success',
  grace: 'warning',
  paused: 'info',
  suspended: 'danger',
  expired: 'neutral',
  inactive: 'neutral',
  canceled: 'neutral',
  refunded: 'info',
  banned: 'danger',
};

/** What staff need to know beyond the state's name: why it still enters, or how it enters again. */
const NOTES: Partial<Record<PassAccessState, MessageKey>> = {
  grace: 'admin.profile.gate.notes.grace',
  suspended: 'admin.profile.gate.notes.suspended',
  paused: 'admin.profile.gate.notes.paused',
  expired: 'admin.profile.gate.notes.expired',
};

/**
 * Where the pass stands at the gate (the access rule's answer, docs/decisions/gate-access-feed.md):
 * its access state, whether the gate lets it in, until when, and when the gate last saw it. An API
 * older than the gate sends no `gate`: then nothing is shown.
 */
export function PassGateStanding({ gate }: { gate: Standing | undefined }) {
  const t = useT();
  const { language } = useLanguage();
  const headingId = useId();
  if (!gate) return null;
  const when = (instant: string) => `${formatListDate(instant)} ${formatTime(instant, language)}`;
  const seen = gate.last_seen;
  const note = NOTES[gate.state];

  return (
    <section className="pass-gate" aria-labelledby={headingId}>
      <h3 id={headingId} className="pass-gate__heading">
        {t('admin.profile.gate.heading')}
      </h3>
      <dl className="pass-section__details">
        <div>
          <dt>{t('admin.profile.gate.access')}</dt>
          <dd className="pass-gate__state">
            <Badge tone={TONES[gate.state]}>{t(`admin.profile.gate.states.${gate.state}`)}</Badge>
            {note ? <span>{t(note)}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('admin.profile.gate.mayEnter')}</dt>
          <dd>{t(gate.may_enter ? 'admin.profile.gate.entersYes' : 'admin.profile.gate.entersNo')}</dd>
        </div>
        <div>
          <dt>{t('admin.profile.gate.validUntil')}</dt>
          <dd>{gate.valid_until ? when(gate.valid_until) : '—'}</dd>
        </div>
        <div>
          <dt>{t('admin.profile.gate.lastSeen')}</dt>
          <dd>
            {seen
              ? t(seen.device_name ? 'admin.profile.gate.seenAt' : 'admin.profile.gate.seenAtNoDevice', {
                  time: when(seen.at),
                  direction: t(`admin.profile.gate.directions.${seen.direction}`),
                  device: seen.device_name ?? '',
                })
              : t('admin.profile.gate.neverSeen')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
