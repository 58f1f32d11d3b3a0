// Every Spanish text this bundle ships, in one chunk loaded only when Spanish is shown (./catalog.ts).
import { mergeCatalogs } from 'design-system/i18n/merge-catalogs';
import { accountMessagesEs } from './features/account/messages.es';
import { activityMessagesEs } from './features/activity/messages.es';
import { adminLayoutMessagesEs } from './features/admin-layout/messages.es';
import { adminRoutesMessagesEs } from './features/admin-routes/messages.es';
import { cancellationsMessagesEs } from './features/cancellations/messages.es';
import { cardsMessagesEs } from './features/cards/messages.es';
import { cardsBatchMessagesEs } from './features/cards-batch/messages.es';
import { checklistMessagesEs } from './features/checklist/messages.es';
import { customerImportMessagesEs } from './features/customer-import/messages.es';
import { customerProfileMessagesEs } from './features/customer-profile/messages.es';
import { customersMessagesEs } from './features/customers/messages.es';
import { garageDetailsMessagesEs } from './features/garage-details/messages.es';
import { gateDecisionsMessagesEs } from './features/gate-decisions/messages.es';
import { gateDevicesMessagesEs } from './features/gate-devices/messages.es';
import { passesMessagesEs } from './features/passes/messages.es';
import { pauseRulesMessagesEs } from './features/pause-rules/messages.es';
import { paymentsMessagesEs } from './features/payments/messages.es';
import { plansMessagesEs } from './features/plans/messages.es';
import { salesHistoryMessagesEs } from './features/sales-history/messages.es';
import { staffUsersMessagesEs } from './features/staff-users/messages.es';
import { standaloneMessagesEs } from './features/standalone/messages.es';
import { waitlistMessagesEs } from './features/waitlist/messages.es';
import { auditMessagesEs } from './lib/audit-messages.es';
import { adminErrorMessagesEs } from './lib/messages.es';

export const messagesEs = mergeCatalogs(
  adminLayoutMessagesEs,
  adminRoutesMessagesEs,
  checklistMessagesEs,
  paymentsMessagesEs,
  customersMessagesEs,
  customerProfileMessagesEs,
  customerImportMessagesEs,
  cardsMessagesEs,
  cardsBatchMessagesEs,
  passesMessagesEs,
  plansMessagesEs,
  salesHistoryMessagesEs,
  standaloneMessagesEs,
  waitlistMessagesEs,
  gateDecisionsMessagesEs,
  garageDetailsMessagesEs,
  gateDevicesMessagesEs,
  activityMessagesEs,
  cancellationsMessagesEs,
  pauseRulesMessagesEs,
  auditMessagesEs,
  staffUsersMessagesEs,
  accountMessagesEs,
  adminErrorMessagesEs,
);
