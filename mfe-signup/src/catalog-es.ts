// Every Spanish text this bundle ships, in one chunk loaded only when Spanish is shown (./catalog.ts).
import { mergeCatalogs } from 'design-system/i18n/merge-catalogs';
import { paymentFormMessagesEs } from 'payment-ui/messages.es';
import { availabilityMessagesEs } from './features/availability/messages.es';
import { cancelMessagesEs } from './features/cancel/messages.es';
import { captchaMessagesEs } from './features/captcha/messages.es';
import { checkoutMessagesEs } from './features/checkout/messages.es';
import { landingMessagesEs } from './features/landing/messages.es';
import { mapMessagesEs } from './features/map/messages.es';
import { pricingMessagesEs } from './features/pricing/messages.es';
import { rateCalculatorMessagesEs } from './features/rate-calculator/messages.es';
import { signupWizardMessagesEs } from './features/signup-wizard/messages.es';
import { successMessagesEs } from './features/success/messages.es';
import { waitlistMessagesEs } from './features/waitlist/messages.es';

export const messagesEs = mergeCatalogs(
  availabilityMessagesEs,
  cancelMessagesEs,
  captchaMessagesEs,
  checkoutMessagesEs,
  landingMessagesEs,
  mapMessagesEs,
  paymentFormMessagesEs,
  pricingMessagesEs,
  rateCalculatorMessagesEs,
  signupWizardMessagesEs,
  successMessagesEs,
  waitlistMessagesEs,
);
