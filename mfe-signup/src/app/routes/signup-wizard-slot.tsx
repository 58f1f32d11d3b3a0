import { verifyCaptcha } from '../../features/captcha/captcha-api';
import { CaptchaField } from '../../features/captcha/captcha-field';
import type { CaptchaSlot } from '../../features/signup-wizard/signup-wizard';

/** The wizard's CAPTCHA comes from the captcha feature; the two meet only here. */
export const wizardCaptcha: CaptchaSlot = {
  render: (props) => <CaptchaField {...props} />,
  verify: verifyCaptcha,
};
