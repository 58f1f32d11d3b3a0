import { z } from 'zod';
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
    firstName: z
      .string({ error: rule('first_name_required') })
      .trim()
      .min(2, rule('min_two_letters'))
      .max(100, rule('lead_first_name_too_long')),
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
    tag: z.enum(['waitlist'], { error: rule('lead_tag') }).default('waitlist'),
    // Honeypot: people never see this field, bots fill it in.
    website: z
      .string({ error: rule('website_type') })
      .optional()
      .default(''),
  },
  { error: rule('body_not_object') },
);

export type LeadInput = z.input<typeof leadInputSchema>;
