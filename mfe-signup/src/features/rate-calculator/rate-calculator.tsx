import { Alert } from 'design-system/components/alert';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { formatTime, GARAGE_TIME_ZONE } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { type Language, type TFunction, useLanguage, useT } from 'design-system/i18n/language';
import { useId, useMemo, useRef, useState } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import { calculateDriveUpFee, type DriveUpFeeError } from './drive-up-fee';
import { BLOCK_MS, MAX_STAY_DAYS, WEEKDAY_BLOCK_CENTS, WEEKEND_BLOCK_CENTS } from './drive-up-rates';
import { floorToQuarterHour, QUARTER_HOURS } from './quarter-hours';
import { instantToWallTime, wallTimeToInstant } from './zoned-time';
import './rate-calculator.css';

interface StayInput {
  entryDate: string;
  entryTime: string;
  exitDate: string;
  exitTime: string;
}

/** Starts with a one-block stay from the current quarter hour, so the result shows at once. */
function initialStay(now: Date): StayInput {
  const entry = instantToWallTime(now, GARAGE_TIME_ZONE);
  const entryTime = floorToQuarterHour(entry.time);
  const entryInstant = wallTimeToInstant(entry.date, entryTime, GARAGE_TIME_ZONE) ?? now;
  const exit = instantToWallTime(new Date(entryInstant.getTime() + BLOCK_MS), GARAGE_TIME_ZONE);
  return { entryDate: entry.date, entryTime, exitDate: exit.date, exitTime: floorToQuarterHour(exit.time) };
}

function timeOptions(language: Language) {
  return QUARTER_HOURS.map((value) => {
    const [hours = 0, minutes = 0] = value.split(':').map(Number);
    // Only the clock reading is wanted here, so format a fixed UTC date in UTC.
    const label = formatTime(Date.UTC(2000, 0, 1, hours, minutes), language, { timeZone: 'UTC' });
    return { value, label };
  });
}

function errorMessage(error: DriveUpFeeError, t: TFunction): string {
  switch (error) {
    case 'exit-before-entry':
      return t('landing.calculator.exitBeforeEntry');
    case 'same-time':
      return t('landing.calculator.sameTime');
    case 'too-long':
      return t('landing.calculator.tooLong', { days: MAX_STAY_DAYS });
    case 'invalid':
      return t('landing.calculator.invalid');
  }
}

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
      {near ? <StayForm now={now} hintId={hintId} /> : <div className="signup-rate-calculator__pending" />}
      <p className="signup-rate-calculator__note">{t('landing.driveUp.rule')}</p>
      <p className="signup-rate-calculator__note">{t('landing.driveUp.holidayNote')}</p>
    </section>
  );
}

function StayForm({ now, hintId }: { now?: Date; hintId: string }) {
  const t = useT();
  const { language } = useLanguage();
  const [stay, setStay] = useState<StayInput>(() => initialStay(now ?? new Date()));
  const options = useMemo(() => timeOptions(language), [language]);

  const fee = useMemo(() => {
    const entry = wallTimeToInstant(stay.entryDate, stay.entryTime, GARAGE_TIME_ZONE);
    const exit = wallTimeToInstant(stay.exitDate, stay.exitTime, GARAGE_TIME_ZONE);
    if (!entry || !exit) return { ok: false as const, error: 'invalid' as const };
    return calculateDriveUpFee(entry, exit);
  }, [stay]);

  const update = (field: keyof StayInput) => (event: { target: { value: string } }) =>
    setStay((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <>
      <form className="signup-rate-calculator__form" onSubmit={(e) => e.preventDefault()}>
        <TextField
          type="date"
          label={t('landing.calculator.entryDate')}
          value={stay.entryDate}
          onChange={update('entryDate')}
          aria-describedby={hintId}
          required
        />
        <Select
          label={t('landing.calculator.entryTime')}
          value={stay.entryTime}
          onChange={update('entryTime')}
          options={options}
          aria-describedby={hintId}
          required
        />
        <TextField
          type="date"
          label={t('landing.calculator.exitDate')}
          value={stay.exitDate}
          onChange={update('exitDate')}
          aria-describedby={hintId}
          required
        />
        <Select
          label={t('landing.calculator.exitTime')}
          value={stay.exitTime}
          onChange={update('exitTime')}
          options={options}
          aria-describedby={hintId}
          required
        />
      </form>

      {fee.ok ? (
        <output className="signup-rate-calculator__result" data-testid="calculator-result">
          <span className="signup-rate-calculator__result-title">{t('landing.calculator.resultTitle')}</span>
          <dl className="signup-rate-calculator__figures">
            <div className="signup-rate-calculator__figure signup-rate-calculator__figure--total">
              <dt>{t('landing.calculator.total')}</dt>
              <dd data-testid="calculator-total">{formatMoney(fee.totalCents)}</dd>
            </div>
            <div className="signup-rate-calculator__figure">
              <dt>{t('landing.calculator.blocks')}</dt>
              <dd data-testid="calculator-blocks">{fee.blocks}</dd>
            </div>
            <div className="signup-rate-calculator__figure">
              <dt>{t('landing.calculator.weekdayBlocks')}</dt>
              <dd>
                {t('landing.calculator.blocksAt', {
                  count: fee.weekdayBlocks,
                  price: formatMoney(WEEKDAY_BLOCK_CENTS),
                })}
              </dd>
            </div>
            <div className="signup-rate-calculator__figure">
              <dt>{t('landing.calculator.weekendBlocks')}</dt>
              <dd>
                {t('landing.calculator.blocksAt', {
                  count: fee.weekendBlocks,
                  price: formatMoney(WEEKEND_BLOCK_CENTS),
                })}
              </dd>
            </div>
          </dl>
        </output>
      ) : (
        <Alert tone="danger" live="polite">
          <span data-testid="calculator-error">{errorMessage(fee.error, t)}</span>
        </Alert>
      )}
    </>
  );
}
