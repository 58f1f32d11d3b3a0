import { z } from 'zod';
import { ROLES, type Role } from './capabilities';
import { emailAddressSchema } from './email-address';
import { rule } from './validation-rules';

// Staff accounts and their sign-in (docs/decisions/staff-accounts.md, staff-session-cookie.md).
// Browser-safe: the sign-in pages, the account page and the staff users page read these.

/** The staff session cookie: httpOnly, SameSite=Strict, Secure behind HTTPS, Path=/api. */
export const STAFF_SESSION_COOKIE = 'garage_staff';
/** "Trust this device for 30 days": skips the second factor for the person who trusted it. */
export const STAFF_DEVICE_COOKIE = 'garage_staff_device';
export const STAFF_STATUS_VALUES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUS_VALUES)[number];
export type SetupStep = 'password' | 'second_factor';

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: rule('body_not_object') });
const newPassword = z
  .string({ error: rule('new_password_required') })
  .min(1, rule('new_password_required'))
  // The policy's cap (domain/staff/password-policy.ts): scrypt's work grows with the length.
  .max(200, rule('new_password_too_long'));
const password = z
  .string({ error: rule('password_required') })
  .min(1, rule('password_required'))
  .max(1024, rule('password_too_long'));
const role = z.enum(ROLES, { error: rule('staff_role') });
const language = z.enum(['en', 'es'], { error: rule('language') });

export const secondFactorInputSchema = body({
  challenge: z
    .string({ error: rule('challenge_required') })
    .min(1, rule('challenge_required'))
    .max(100),
  // One of the two: a 6-digit code, or a recovery code.
  code: z
    .string({ error: rule('second_factor_code') })
    .trim()
    .min(1, rule('second_factor_code'))
    .max(20),
  trust_device: z.boolean({ error: rule('trust_device') }).optional(),
});

export const passwordChangeSchema = body({ current_password: password, new_password: newPassword });
export const totpConfirmSchema = body({
  code: z
    .string({ error: rule('second_factor_code') })
    .trim()
    .min(1, rule('second_factor_code'))
    .max(20),
});
export const passwordCheckSchema = body({ password });
export const linkTokenSchema = body({
  token: z
    .string({ error: rule('link_token_required') })
    .min(1, rule('link_token_required'))
    .max(100),
});
export const linkPasswordSchema = body({
  token: z
    .string({ error: rule('link_token_required') })
    .min(1, rule('link_token_required'))
    .max(100),
  new_password: newPassword,
});

export const staffUsernameSchema = z
  .string({ error: rule('staff_username') })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}$/, rule('staff_username'));

export const staffInviteSchema = body({
  username: staffUsernameSchema,
  email: emailAddressSchema,
  role,
  language: language.optional(),
});
export const staffUserChangeSchema = body({ role });
export const ownAccountChangeSchema = body({
  email: emailAddressSchema.optional(),
  language: language.optional(),
});

/** The signed-in person, as the staff area needs them. */
export type StaffMe = {
  username: string;
  role: Role;
  email: string | null;
  language: 'en' | 'es';
  totp_enabled: boolean;
  /** Set-up owed before anything else: the staff area shows only that until it is done. */
  setup_required: SetupStep[];
  /** Recovery codes still unused (0 without a second factor). */
  recovery_codes_left: number;
};

export type SignInAnswer =
  | { status: 'signed_in'; me: StaffMe }
  | { status: 'second_factor'; challenge: string };

export type TotpStart = { secret: string; uri: string; qr_svg: string };
export type RecoveryCodes = { recovery_codes: string[] };

export type StaffSessionRow = {
  id: number;
  created_at: string;
  last_seen_at: string;
  client_ip: string | null;
  user_agent: string | null;
  current: boolean;
};

export type StaffUserRow = {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  status: StaffStatus;
  language: 'en' | 'es';
  totp_enabled: boolean;
  last_sign_in_at: string | null;
  created_at: string;
};

export type StaffLinkInfo = { username: string; purpose: 'invite' | 'reset' };
