import { z } from 'zod';
import { normalizePlate, PLATE_PATTERN } from './plate-format';
import { rule } from './validation-rules';

const optionalText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(100, message)
    .optional()
    .transform((value) => (value ? value : undefined));

export const leadInputSchema = z.object(
  {
    // SPEC: "Waitlist: e-mail required"; a name, when given, is used to greet the person.
    firstName: z
      .string({ error: rule('first_name_required') })
      .trim()
      .max(100, rule('lead_first_name_too_long'))
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || value.length >= 2, rule('min_two_letters')),
    lastName: optionalText(rule('lead_last_name')).refine(
      (value) => value === undefined || value.length >= 2,
      rule('min_two_letters'),
    ),
    email: z
      .string({ error: rule('email_required') })
      .trim()
      .min(1, rule('email_required'))
      .max(254, rule('invalid_email'))
      .pipe(z.email(rule('invalid_email'))),
    /** The vehicle's plate, when known: one open entry per plate, as one pass per plate. */
    plate: z
      .string({ error: rule('plate_format') })
      .optional()
      .transform((value) => (value === undefined ? undefined : normalizePlate(value) || undefined))
      .refine((value) => value === undefined || PLATE_PATTERN.test(value), rule('plate_format')),
    /** The language of the page: the e-mails are written in it. */
    lang: z
      .enum(['en', 'es'], { error: rule('language') })
      .optional()
      .default('en'),
    tag: z.enum(['waitlist'], { error: rule('lead_tag') }).default('waitlist'),
    // Honeypot: people never see this field, bots fill it in.
    website: z
      .string({ error: rule('website_type') })
      .optional()
      .default(''),
    /**
     * The signed pass `POST /captcha/verify` answered, as create-intent takes it. Missing, forged or
     * expired: 403 `captcha_pass_required` (the waitlist form then shows the CAPTCHA).
     */
    captchaPass: z.string().max(512).optional(),
  },
  { error: rule('body_not_object') },
);

export type LeadInput = z.input<typeof leadInputSchema>;
/**
 * `POST /leads`: the same answer for a new entry and a repeat of the same e-mail or plate, so it never
 * tells whether someone is on the list. The private status link goes to the e-mail only.
 */
export type LeadResponse = { ok: true };
