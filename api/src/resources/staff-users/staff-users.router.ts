import { type Context, Hono } from 'hono';
import type { Config } from '../../config';
import { staffInviteSchema, staffUserChangeSchema } from '../../contract/staff-accounts';
import type { Database } from '../../db/open-database';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith, succeedsWith } from '../../lib/route-docs';
import { recordedByService } from '../../middleware/audited';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { clientAddress } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import type { MailProvider } from '../../providers/mail/mail-provider';
import {
  changeStaffRole,
  inviteStaffUser,
  listStaffUsers,
  resetSecondFactor,
  sendPasswordLink,
  setStaffEnabled,
} from './staff-users.service';

const addressOf = (c: Context) => clientAddress(c)?.address ?? null;

export function createStaffUsersRouter(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  mail: MailProvider;
  mailRetryDelaysMs?: readonly number[] | undefined;
}) {
  const guard = [requireAuth(deps), requireCapability('staff_users')] as const;
  const byId = validate('param', idParamSchema);
  return new Hono()
    .get('/', ...guard, async (c) => c.json(await listStaffUsers(deps.db), 200))
    .post(
      '/',
      ...guard,
      succeedsWith(201, 'Invited: the person was e-mailed a link (24 h, single use) to choose a password'),
      recordedByService('staff_user', 'staff_invited'),
      failsWith({ 409: ['staff_username_taken', 'staff_email_taken'], 502: ['mail_send_failed'] }),
      validate('json', staffInviteSchema),
      async (c) =>
        c.json(
          await inviteStaffUser(deps, c.get('staff'), c.req.valid('json'), addressOf(c), deps.now()),
          201,
        ),
    )
    .patch(
      '/:id',
      ...guard,
      failsWith({ 404: ['staff_user_not_found'], 409: ['own_account'] }),
      recordedByService('staff_user', 'staff_role_changed'),
      byId,
      validate('json', staffUserChangeSchema),
      async (c) =>
        c.json(
          await changeStaffRole(
            deps.db,
            c.get('staff'),
            c.req.valid('param').id,
            c.req.valid('json').role,
            addressOf(c),
            deps.now(),
          ),
          200,
        ),
    )
    .post(
      '/:id/disable',
      ...guard,
      failsWith({ 404: ['staff_user_not_found'], 409: ['own_account'] }),
      recordedByService('staff_user', 'staff_disabled'),
      byId,
      async (c) =>
        c.json(
          await setStaffEnabled(
            deps.db,
            c.get('staff'),
            c.req.valid('param').id,
            false,
            addressOf(c),
            deps.now(),
          ),
          200,
        ),
    )
    .post(
      '/:id/enable',
      ...guard,
      failsWith({ 404: ['staff_user_not_found'], 409: ['own_account'] }),
      recordedByService('staff_user', 'staff_enabled'),
      byId,
      async (c) =>
        c.json(
          await setStaffEnabled(
            deps.db,
            c.get('staff'),
            c.req.valid('param').id,
            true,
            addressOf(c),
            deps.now(),
          ),
          200,
        ),
    )
    .post(
      '/:id/password-link',
      ...guard,
      failsWith({
        404: ['staff_user_not_found'],
        409: ['staff_email_missing', 'staff_user_disabled'],
        502: ['mail_send_failed'],
      }),
      recordedByService('staff_user', 'password_reset_sent'),
      byId,
      async (c) =>
        c.json(
          await sendPasswordLink(deps, c.get('staff'), c.req.valid('param').id, addressOf(c), deps.now()),
          200,
        ),
    )
    .post(
      '/:id/reset-second-factor',
      ...guard,
      failsWith({ 404: ['staff_user_not_found'], 409: ['own_account'] }),
      recordedByService('staff_user', 'totp_removed'),
      byId,
      async (c) =>
        c.json(
          await resetSecondFactor(deps.db, c.get('staff'), c.req.valid('param').id, addressOf(c), deps.now()),
          200,
        ),
    );
}
