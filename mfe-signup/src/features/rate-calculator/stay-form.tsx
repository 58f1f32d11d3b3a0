import { Alert } from 'design-system/components/alert';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { formatTime, GARAGE_TIME_ZONE } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { type Language, type TFunction, useLanguage, useT } from 'design-system/i18n/language';
import { useMemo, useState } from 'react';
import { calculateDriveUpFee, type DriveUpFeeError } from './drive-up-fee';
import { BLOCK_MS, MAX_STAY_DAYS, WEEKDAY_BLOCK_CENTS, WEEKEND_BLOCK_CENTS } from './drive-up-rates';
import { floorToQuarterHour, QUARTER_HOURS } from './quarter-hours';
import { instantToWallTime, wallTimeToInstant } from './zoned-time';

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

/** The stay's entry and exit in garage time, and its fee or why it has none. */
export function StayForm({ now, hintId }: { now?: Date; hintId: string }) {
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
