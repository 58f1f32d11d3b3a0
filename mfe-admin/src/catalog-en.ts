// Every English text this bundle ships, in one chunk loaded only when English is shown (./catalog.ts).
import { mergeCatalogs } from 'design-system/i18n/merge-catalogs';
import { accountMessagesEn } from './features/account/messages.en';
import { activityMessagesEn } from './features/activity/messages.en';
import { adminLayoutMessagesEn } from './features/admin-layout/messages.en';
import { adminRoutesMessagesEn } from './features/admin-routes/messages.en';
import { cancellationsMessagesEn } from './features/cancellations/messages.en';
import { cardsMessagesEn } from './features/cards/messages.en';
import { cardsBatchMessagesEn } from './features/cards-batch/messages.en';
import { checklistMessagesEn } from './features/checklist/messages.en';
import { customerImportMessagesEn } from './features/customer-import/messages.en';
import { customerProfileMessagesEn } from './features/customer-profile/messages.en';
import { customersMessagesEn } from './features/customers/messages.en';
import { garageDetailsMessagesEn } from './features/garage-details/messages.en';
import { gateDecisionsMessagesEn } from './features/gate-decisions/messages.en';
import { gateDevicesMessagesEn } from './features/gate-devices/messages.en';
import { passesMessagesEn } from './features/passes/messages.en';
import { pauseRulesMessagesEn } from './features/pause-rules/messages.en';
import { paymentsMessagesEn } from './features/payments/messages.en';
import { plansMessagesEn } from './features/plans/messages.en';
import { salesHistoryMessagesEn } from './features/sales-history/messages.en';
import { staffUsersMessagesEn } from './features/staff-users/messages.en';
import { standaloneMessagesEn } from './features/standalone/messages.en';
import { waitlistMessagesEn } from './features/waitlist/messages.en';
import { auditMessagesEn } from './lib/audit-messages.en';
import { adminErrorMessagesEn } from './lib/messages.en';

export const messagesEn = mergeCatalogs(
  adminLayoutMessagesEn,
  adminRoutesMessagesEn,
  checklistMessagesEn,
  paymentsMessagesEn,
  customersMessagesEn,
  customerProfileMessagesEn,
  customerImportMessagesEn,
  cardsMessagesEn,
  cardsBatchMessagesEn,
  passesMessagesEn,
  plansMessagesEn,
  salesHistoryMessagesEn,
  standaloneMessagesEn,
  waitlistMessagesEn,
  gateDecisionsMessagesEn,
  garageDetailsMessagesEn,
  gateDevicesMessagesEn,
  activityMessagesEn,
  cancellationsMessagesEn,
  pauseRulesMessagesEn,
  auditMessagesEn,
  staffUsersMessagesEn,
  accountMessagesEn,
  adminErrorMessagesEn,
);
