import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { useT } from 'design-system/i18n/language';
import { useEffect, useId, useRef } from 'react';

/** The landing page's thank-you state after a purchase (SPEC section 2), instead of the wizard. */
export function ThankYou({ plate, onStartOver }: { plate: string; onStartOver: () => void }) {
  const t = useT();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} tabIndex={-1} className="signup-wizard signup-thank-you" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('landing.thankYou.title')}</h2>
      <Alert tone="success">
        <p>{t('landing.thankYou.message')}</p>
        <p data-testid="thank-you-plate">{t('wizard.thankYou.plate', { plate })}</p>
      </Alert>
      <div className="signup-wizard__actions">
        <Button variant="secondary" onClick={onStartOver}>
          {t('wizard.thankYou.another')}
        </Button>
      </div>
    </section>
  );
}
