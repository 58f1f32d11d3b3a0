import { useState } from 'react';
import { SignupWizard } from '../../features/signup-wizard/signup-wizard';
import { loadWizard } from '../../features/signup-wizard/wizard-storage';
import { wizardCaptcha } from './signup-wizard-slot';

/**
 * The landing's wizard, restored at its review step when one was saved in this tab. Its own module so
 * the landing loads it (and the contract's schemas that check the saved copy) after the hero.
 */
export function LandingWizard() {
  const [saved] = useState(loadWizard);
  return <SignupWizard saved={saved} captcha={wizardCaptcha} />;
}
