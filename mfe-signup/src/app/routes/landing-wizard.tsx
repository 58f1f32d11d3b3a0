import type { ReactNode } from 'react';
import { RestoredWizard } from '../../features/signup-wizard/restored-wizard';
import { useWizardCaptcha } from './signup-wizard-slot';

/**
 * The landing's wizard with its CAPTCHA, as this tab left it. Without anything kept (the usual first
 * view) step 1 shows at once and the contract's schemas (zod) load only when the visitor starts filling
 * it in; a later step in the address loads them first, to check the steps before it.
 */
export function LandingWizard({ prefillEmail, loading }: { prefillEmail?: string; loading: ReactNode }) {
  const captcha = useWizardCaptcha();
  return <RestoredWizard captcha={captcha} loading={loading} {...(prefillEmail ? { prefillEmail } : {})} />;
}
