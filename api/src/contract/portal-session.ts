import { z } from 'zod';
import { OTP_LENGTH } from './autopay';
import { emailAddressSchema } from './email-address';
import { plateSchema } from './plate';
import { rule } from './validation-rules';

// Signing in to the customer portal (docs/decisions/portal-sign-in.md). E-mail + plate only name a
// pass; a code or link e-mailed to the pass's own address proves the person reads that mailbox, and
// buys a portal session: an httpOnly cookie the browser sends with every `/payments-public` call.

/** Name of the session cookie (httpOnly, SameSite=Lax, Secure behind HTTPS, Path=/api/payments-public). */
export const PORTAL_SESSION_COOKIE = 'garage_portal';
/** Name of the long-lived device cookie that tells a new device's sign-in from a known one. */
export const PORTAL_DEVICE_COOKIE = 'garage_device';
/** A kept session lasts this long on its device ("Keep me signed in"). */
export const PORTAL_SESSION_DAYS = 30;
/** A session on a shared phone ("Keep me signed in" off): a browser-session cookie, ended server-side after this. */
export const PORTAL_SHORT_SESSION_HOURS = 12;
/** The sign-in code and the sign-in link of one e-mail stay valid this long. */
export const SIGN_IN_CODE_MINUTES = 15;
/** Links the system e-mails on its own (reminders, failed charges, /pay links) sign in for 24 h, once. */
export const SIGN_IN_LINK_HOURS = 24;
/** Seconds before another sign-in e-mail may go out for the same e-mail and plate. */
export const SIGN_IN_COOLDOWN_SECONDS = 60;
/** Sign-in e-mails one e-mail and plate may cause per hour (other kinds of e-mail never count here). */
export const SIGN_IN_HOURLY_CAP = 5;

const language = z.enum(['en', 'es'], { error: rule('language') });
const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: rule('body_not_object') });
const keepSignedIn = z
  .boolean({ error: rule('keep_signed_in_boolean') })
  .optional()
  .default(true);

/**
 * `POST /payments-public/sign-in`: e-mails a code and a one-tap link to the pass's address. Answers
 * 202 the same way (same body, same timing) whether or not the e-mail and plate name a pass.
 */
export const signInRequestSchema = body({
  email: emailAddressSchema,
  plate: plateSchema,
  language: language.optional(),
  /** Where the e-mailed link should land after signing in: a portal path, nothing else. */
  next: z
    .enum(
      ['/payments', '/renew', '/change-card', '/lost-card', '/plates', '/cancel-pass', '/receipts', '/pause'],
      { error: rule('sign_in_next') },
    )
    .optional(),
});

/** `POST /payments-public/sign-in/verify`: the 6-digit code for the e-mail and plate typed before. */
export const signInVerifySchema = body({
  email: emailAddressSchema,
  plate: plateSchema,
  code: z
    .string({ error: rule('otp_code_format') })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), rule('otp_code_format')),
  keep_signed_in: keepSignedIn,
});

/** `POST /payments-public/sign-in/link`: the token of an e-mailed link (`?signin=...`). */
export const signInLinkSchema = body({
  token: z
    .string({ error: rule('token_required') })
    .trim()
    .min(1, rule('token_required'))
    .max(200, rule('token_required')),
  keep_signed_in: keepSignedIn,
});

/** `POST /payments-public/sign-out`: this device, or every device signed in to the same e-mail. */
export const signOutSchema = body({
  everywhere: z
    .boolean({ error: rule('everywhere_boolean') })
    .optional()
    .default(false),
});

export type SignInRequestInput = z.input<typeof signInRequestSchema>;
export type SignInVerifyInput = z.input<typeof signInVerifySchema>;
export type SignInLinkInput = z.input<typeof signInLinkSchema>;
export type SignOutInput = z.input<typeof signOutSchema>;

/** 202 of `sign-in`: `sent_to` masks the address the visitor typed, never one from the database. */
/**
 * The same for a pair that names a pass and one that does not. `held_back` says honestly that no new
 * e-mail went out (`cooldown`: one went out under a minute ago; `hourly_cap`: five this hour) and
 * `retry_after_seconds` when asking again will send one; the code already e-mailed still works.
 */
export type SignInRequestResponse = {
  sent_to: string;
  cooldown_seconds: number;
  held_back: 'cooldown' | 'hourly_cap' | null;
  retry_after_seconds: number | null;
};

/** Who this browser is signed in as: the e-mail proven and the plates of its passes. */
export type PortalSessionResponse =
  | { signed_in: false }
  | {
      signed_in: true;
      email: string;
      /** Plates of the confirmed passes under that e-mail, newest first. */
      plates: string[];
      /** False on a shared phone: the session ends when the browser closes. */
      kept: boolean;
      expires_at: string;
    };

/** 200 of `sign-in/verify` and `sign-in/link` (the cookie is set beside it). */
export type SignInResponse = {
  email: string;
  plate: string;
  /** The portal path the e-mailed link was for ('/payments' for a code). */
  next: string;
  expires_at: string;
};

export type SignOutResponse = { signed_out: true; sessions_ended: number };
