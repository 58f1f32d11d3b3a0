import { useQuery } from '@tanstack/react-query';
import type { ValidWizardData } from 'api/contract/wizard-data';
import { formatLongDate } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { passPeriodQuery } from './api/get-pass-period';

/** The pass being bought: plate, vehicle, holder, and until when it is valid (the server's dates). */
export function PassSummary({ wizard }: { wizard: ValidWizardData }) {
  const t = useT();
  const { language } = useLanguage();
  const { vehicle, personal } = wizard;
  const period = useQuery(passPeriodQuery()).data;
  return (
    <section className="signup-checkout__summary" aria-label={t('checkout.summary.label')}>
      <p className="signup-checkout__plate" data-testid="checkout-plate">
        {vehicle.plate}
      </p>
      <p>
        {vehicle.year} {vehicle.make} {vehicle.model} · {personal.firstName} {personal.lastName}
      </p>
      {period ? (
        <p className="signup-checkout__validity" data-testid="checkout-validity">
          {t('checkout.summary.validity', { date: formatLongDate(period.next_renewal_date, language) })}
        </p>
      ) : null}
    </section>
  );
}
