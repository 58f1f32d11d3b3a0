import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { useId } from 'react';
import { WEEKDAY_BLOCK_CENTS, WEEKEND_BLOCK_CENTS } from './drive-up-rates';
import './rate-calculator.css';

/** The drive-up price list, with the block rule spelled out (docs/decisions/drive-up-rate-rule.md). */
export function DriveUpRatesSection() {
  const t = useT();
  const headingId = useId();
  return (
    <section className="signup-drive-up-rates" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('landing.driveUp.title')}</h2>
      <dl className="signup-drive-up-rates__list">
        <div className="signup-drive-up-rates__row">
          <dt>{t('landing.driveUp.weekdays')}</dt>
          <dd data-testid="weekday-rate">
            {t('landing.driveUp.rate', { price: formatMoney(WEEKDAY_BLOCK_CENTS) })}
          </dd>
        </div>
        <div className="signup-drive-up-rates__row">
          <dt>{t('landing.driveUp.weekend')}</dt>
          <dd data-testid="weekend-rate">
            {t('landing.driveUp.rate', { price: formatMoney(WEEKEND_BLOCK_CENTS) })}
          </dd>
        </div>
      </dl>
      <p className="signup-drive-up-rates__note">{t('landing.driveUp.blockNote')}</p>
      <p className="signup-drive-up-rates__note">{t('landing.driveUp.rule')}</p>
      <p className="signup-drive-up-rates__note">{t('landing.driveUp.holidayNote')}</p>
    </section>
  );
}
