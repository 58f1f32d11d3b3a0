// Every English text this bundle ships, in one chunk loaded only when English is shown (./catalog.ts).
import { mergeCatalogs } from 'design-system/i18n/merge-catalogs';
import { paymentFormMessagesEn } from 'payment-ui/messages.en';
import { availabilityMessagesEn } from './features/availability/messages.en';
import { cancelMessagesEn } from './features/cancel/messages.en';
import { captchaMessagesEn } from './features/captcha/messages.en';
import { checkoutMessagesEn } from './features/checkout/messages.en';
import { landingMessagesEn } from './features/landing/messages.en';
import { mapMessagesEn } from './features/map/messages.en';
import { pricingMessagesEn } from './features/pricing/messages.en';
import { rateCalculatorMessagesEn } from './features/rate-calculator/messages.en';
import { signupWizardMessagesEn } from './features/signup-wizard/messages.en';
import { successMessagesEn } from './features/success/messages.en';
import { waitlistMessagesEn } from './features/waitlist/messages.en';

export const messagesEn = mergeCatalogs(
  availabilityMessagesEn,
  cancelMessagesEn,
  captchaMessagesEn,
  checkoutMessagesEn,
  landingMessagesEn,
  mapMessagesEn,
  paymentFormMessagesEn,
  pricingMessagesEn,
  rateCalculatorMessagesEn,
  signupWizardMessagesEn,
  successMessagesEn,
  waitlistMessagesEn,
);
