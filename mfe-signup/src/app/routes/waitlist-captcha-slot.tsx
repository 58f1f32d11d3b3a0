import { lazy, Suspense, useMemo } from 'react';
import { useVerifyCaptcha } from '../../features/captcha/api/use-verify-captcha';
import { loadCaptchaPass } from '../../features/captcha/captcha-pass-storage';
import type { WaitlistHumanCheck } from '../../features/waitlist/waitlist-form';

const CaptchaField = lazy(() =>
  import('../../features/captcha/captcha-field').then((m) => ({ default: m.CaptchaField })),
);

/** The waitlist's CAPTCHA pass (the wizard's, when solved there) and widget: the two features meet here. */
export function useWaitlistCaptcha(): WaitlistHumanCheck {
  const { mutateAsync } = useVerifyCaptcha();
  return useMemo(
    () => ({
      pass: () => loadCaptchaPass(),
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
