import { z } from 'zod';

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
      .string({ error: 'First name is required' })
      .trim()
      .min(2, 'First name: min. 2 letters')
      .max(100, 'First name must be at most 100 characters'),
    lastName: optionalText('Last name must be text of at most 100 characters').refine(
      (value) => value === undefined || value.length >= 2,
      'Last name: min. 2 letters',
    ),
    email: z
      .string({ error: 'E-mail is required' })
      .trim()
      .min(1, 'E-mail is required')
      .max(254, 'Invalid email address')
      .pipe(z.email('Invalid email address')),
    tag: z.enum(['waitlist'], { error: 'Tag must be "waitlist"' }).default('waitlist'),
    // Honeypot: people never see this field, bots fill it in.
    website: z.string({ error: 'Website must be text' }).optional().default(''),
  },
  { error: 'Request body must be a JSON object' },
);

export type LeadInput = z.input<typeof leadInputSchema>;
