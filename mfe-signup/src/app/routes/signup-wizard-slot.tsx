import { lazy, Suspense, useMemo } from 'react';
import { useVerifyCaptcha } from '../../features/captcha/api/use-verify-captcha';
import type { CaptchaSlot } from '../../features/signup-wizard/signup-wizard';

// The CAPTCHA (and Turnstile's widget, when configured) loads when the wizard first shows it.
const CaptchaField = lazy(() =>
  import('../../features/captcha/captcha-field').then((m) => ({ default: m.CaptchaField })),
);

/** The wizard's CAPTCHA comes from the captcha feature; the two meet only here. */
export function useWizardCaptcha(): CaptchaSlot {
  const { mutateAsync } = useVerifyCaptcha();
  return useMemo(
    () => ({
      render: (props) => (
        <Suspense fallback={null}>
          <CaptchaField {...props} />
        </Suspense>
      ),
      verify: mutateAsync,
    }),
    [mutateAsync],
  );
}
