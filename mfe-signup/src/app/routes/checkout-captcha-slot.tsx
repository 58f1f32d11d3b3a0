import { lazy, Suspense, useMemo } from 'react';
import { useVerifyCaptcha } from '../../features/captcha/api/use-verify-captcha';
import { loadCaptchaPass } from '../../features/captcha/captcha-pass-storage';
import type { HumanCheckSlot } from '../../features/checkout/checkout-page';

const CaptchaField = lazy(() =>
  import('../../features/captcha/captcha-field').then((m) => ({ default: m.CaptchaField })),
);

/** The checkout's CAPTCHA pass, and the CAPTCHA again when it expired: the two features meet here. */
export function useCheckoutCaptcha(): HumanCheckSlot {
  const { mutateAsync } = useVerifyCaptcha();
  return useMemo(
    () => ({
      pass: () => loadCaptchaPass(),
      render: (props) => (
        <Suspense fallback={null}>
          <CaptchaField {...props} verified={false} />
        </Suspense>
      ),
      verify: mutateAsync,
    }),
    [mutateAsync],
  );
}
