import { lazy, Suspense } from 'react';
import { loadCaptchaPass } from '../../features/captcha/captcha-pass-storage';
import type { WaitlistHumanCheck } from '../../features/waitlist/waitlist-form';

const CaptchaField = lazy(() =>
  import('../../features/captcha/captcha-field').then((m) => ({ default: m.CaptchaField })),
);

/** The waitlist's CAPTCHA pass (the wizard's, when solved there) and widget: the two features meet here. */
export const waitlistCaptcha: WaitlistHumanCheck = {
  pass: () => loadCaptchaPass(),
  render: (props) => (
    <Suspense fallback={null}>
      <CaptchaField {...props} />
    </Suspense>
  ),
  verify: async (token) => (await import('../../features/captcha/captcha-api')).verifyCaptcha(token),
};
