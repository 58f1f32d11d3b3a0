import { lazy, Suspense } from 'react';
import { loadCaptchaPass } from '../../features/captcha/captcha-pass-storage';
import type { HumanCheckSlot } from '../../features/checkout/checkout-page';

const CaptchaField = lazy(() =>
  import('../../features/captcha/captcha-field').then((m) => ({ default: m.CaptchaField })),
);

/** The checkout's CAPTCHA pass, and the CAPTCHA again when it expired: the two features meet here. */
export const checkoutCaptcha: HumanCheckSlot = {
  pass: () => loadCaptchaPass(),
  render: (props) => (
    <Suspense fallback={null}>
      <CaptchaField {...props} verified={false} />
    </Suspense>
  ),
  verify: async (token) => (await import('../../features/captcha/captcha-api')).verifyCaptcha(token),
};
