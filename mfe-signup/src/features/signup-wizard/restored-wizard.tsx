import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { WizardRules } from './load-wizard-rules';
import { SignupWizard, type SignupWizardProps } from './signup-wizard';
import { checkWizardStart, planWizardStart } from './wizard-start';
import type { WizardStart } from './wizard-state';

type Started = { start: WizardStart; rules: WizardRules | null };

/**
 * The wizard as this tab left it (wizard-start.ts): at once on step 1, else once the rules have checked
 * that the steps before the one in the address still pass.
 */
export function RestoredWizard({
  loading,
  ...props
}: Omit<SignupWizardProps, 'start' | 'rules'> & { loading: ReactNode }) {
  const { search } = useLocation();
  const [plan] = useState(() => planWizardStart(search));
  const [started, setStarted] = useState<Started | null>(() =>
    plan.kind === 'ready' ? { start: plan.start, rules: null } : null,
  );
  useEffect(() => {
    if (plan.kind !== 'check') return;
    let live = true;
    checkWizardStart(plan).then(
      (checked) => live && setStarted(checked),
      // The schemas could not load: what was typed, at step 1, rather than nothing.
      () => live && setStarted({ start: plan.fallback, rules: null }),
    );
    return () => {
      live = false;
    };
  }, [plan]);
  if (!started) return loading;
  return <SignupWizard {...props} start={started.start} rules={started.rules} />;
}
