import type { z } from 'zod';
import type { Config } from '../../config';
import type { leadInputSchema } from '../../contract/lead-input';
import type { Database } from '../../db/open-database';
import { leads } from '../../db/schema';
import { isCaptchaPassValid } from '../../lib/captcha-pass';
import { HttpError } from '../../lib/http-error';

type LeadInput = z.output<typeof leadInputSchema>;

/**
 * Stores a waitlist lead once per e-mail and tag: a repeat changes nothing and gets the first answer,
 * so the answer never tells whether an e-mail is already on the list. Honeypot hits are accepted and
 * dropped, so a bot sees the same answer as a person and learns nothing.
 */
export function addLead(
  deps: { db: Database; config: Pick<Config, 'jwtSecret'>; now: () => Date },
  input: LeadInput,
): void {
  // The same signed pass create-intent needs (docs/decisions/waitlist-needs-captcha-pass.md).
  if (!isCaptchaPassValid(deps.config.jwtSecret, input.captchaPass, deps.now())) {
    throw new HttpError(403, 'captcha_pass_required');
  }
  if (input.website.trim() !== '') return;
  deps.db
    .insert(leads)
    .values({
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      email: input.email.toLowerCase(),
      tag: input.tag,
    })
    .onConflictDoNothing()
    .run();
}
