import type { ValidWizardData } from 'api/contract/wizard-data';
import { Loading } from 'design-system/components/spinner';
import { useEffect, useState } from 'react';
import { SignupWizard } from '../../features/signup-wizard/signup-wizard';
import { hasSavedWizard } from '../../features/signup-wizard/wizard-session';
import { wizardCaptcha } from './signup-wizard-slot';

/**
 * The landing's wizard, restored at its review step when one was saved in this tab. Without a saved
 * copy (the usual first view) step 1 shows at once and the contract's schemas (zod) load only when
 * the visitor starts filling it in; with one, the schemas load first to check the saved copy.
 */
export function LandingWizard({ prefillEmail }: { prefillEmail?: string } = {}) {
  const [saved, setSaved] = useState<ValidWizardData | null | 'checking'>(() =>
    hasSavedWizard() ? 'checking' : null,
  );
  useEffect(() => {
    if (saved !== 'checking') return;
    let live = true;
    import('../../features/signup-wizard/wizard-storage').then(
      ({ loadWizard }) => live && setSaved(loadWizard()),
      // The schemas could not load: start over at step 1 rather than show nothing.
      () => live && setSaved(null),
    );
    return () => {
      live = false;
    };
  }, [saved]);
  if (saved === 'checking') return <Loading className="signup-landing-page__wizard-loading" />;
  return <SignupWizard saved={saved} captcha={wizardCaptcha} {...(prefillEmail ? { prefillEmail } : {})} />;
}
