import { useT } from 'design-system/i18n/language';
import { lazy, Suspense, useId, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import './rate-calculator.css';

// Its own chunk: the form and its garage-time rules are built only when the section nears the viewport.
const StayForm = lazy(() => import('./stay-form').then((m) => ({ default: m.StayForm })));

/**
 * The drive-up fee calculator. Its form and result are built once the section nears the viewport: the
 * garage-time rules need the browser's time-zone data, whose first load is ~50 ms of a cheap phone's
 * main thread, and the section sits well below the landing's fold.
 */
export function RateCalculator({ now }: { now?: Date }) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <section ref={section} className="signup-rate-calculator" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('landing.calculator.title')}</h2>
      <p>{t('landing.calculator.intro')}</p>
      <p id={hintId} className="signup-rate-calculator__hint">
        {t('landing.calculator.garageTime')} {t('landing.calculator.timeStep')}
      </p>
      {near ? (
        <Suspense fallback={<div className="signup-rate-calculator__pending" />}>
          <StayForm now={now} hintId={hintId} />
        </Suspense>
      ) : (
        <div className="signup-rate-calculator__pending" />
      )}
      <p className="signup-rate-calculator__note">{t('landing.driveUp.rule')}</p>
      <p className="signup-rate-calculator__note">{t('landing.driveUp.holidayNote')}</p>
    </section>
  );
}
