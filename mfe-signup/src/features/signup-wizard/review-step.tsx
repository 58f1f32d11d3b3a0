import { plateRegionName } from 'api/contract/plate-region';
import { Button } from 'design-system/components/button';
import { useLanguage, useT } from 'design-system/i18n/language';
import { type ReactNode, useId } from 'react';
import { countryLabel } from './country-names';
import { colorLabel } from './vehicle-colors';
import type { WizardStep } from './wizard-state';
import type { WizardValues } from './wizard-values';

interface ReviewSectionProps {
  title: string;
  step: WizardStep;
  rows: ReadonlyArray<[label: string, value: ReactNode]>;
  onEdit: (step: WizardStep) => void;
}

function ReviewSection({ title, step, rows, onEdit }: ReviewSectionProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="signup-review__section" aria-labelledby={headingId}>
      <div className="signup-review__header">
        <h4 id={headingId}>{title}</h4>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onEdit(step)}
          aria-label={t('wizard.review.editSection', { section: title })}
        >
          {t('wizard.review.edit')}
        </Button>
      </div>
      <dl className="signup-review__list">
        {rows.map(([label, value]) => (
          <div key={label} className="signup-review__row">
            <dt>{label}</dt>
            <dd>{value === '' || value === null ? '—' : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Step 4: everything entered, with an Edit button per step (SPEC section 4). */
export function ReviewStep({ values, onEdit }: { values: WizardValues; onEdit: (step: WizardStep) => void }) {
  const t = useT();
  const { language } = useLanguage();
  const { personal, vehicle, address } = values;
  const name = [personal.firstName.trim(), personal.lastName.trim()].filter(Boolean).join(' ');
  const street = [address.addr1.trim(), address.addr2.trim()].filter(Boolean).join(', ');
  const place = [address.city.trim(), address.state.trim(), address.zip.trim()].filter(Boolean).join(', ');
  return (
    <div className="signup-review">
      <p>{t('wizard.review.intro')}</p>
      <ReviewSection
        title={t('wizard.steps.personal')}
        step={1}
        onEdit={onEdit}
        rows={[
          [t('wizard.review.name'), name],
          [t('wizard.personal.phone'), `${personal.phoneDial} ${personal.phone.trim()}`],
          [t('wizard.personal.email'), personal.email.trim()],
        ]}
      />
      <ReviewSection
        title={t('wizard.steps.vehicle')}
        step={2}
        onEdit={onEdit}
        rows={[
          [t('wizard.vehicle.type'), vehicle.type === '' ? '' : t(`wizard.vehicle.${vehicle.type}`)],
          [t('wizard.vehicle.make'), vehicle.make],
          [t('wizard.vehicle.model'), vehicle.model],
          [t('wizard.vehicle.year'), vehicle.year],
          [t('wizard.vehicle.color'), colorLabel(vehicle.color, t)],
          [t('wizard.vehicle.plate'), <strong key="plate">{vehicle.plate}</strong>],
          [
            t('wizard.vehicle.plateState'),
            plateRegionName(vehicle.plateState) ?? t('wizard.vehicle.plateStateUnsure'),
          ],
        ]}
      />
      <ReviewSection
        title={t('wizard.steps.address')}
        step={3}
        onEdit={onEdit}
        rows={[
          [t('wizard.address.addr1'), street],
          [t('wizard.review.cityStateZip'), place],
          [t('wizard.address.country'), countryLabel(address.country.trim(), language)],
        ]}
      />
    </div>
  );
}
