import type { z } from 'zod';
import type { leadInputSchema } from '../../contract/lead-input';
import { joinWaitlist } from '../../domain/waitlist/join-waitlist';
import type { WaitlistDeps } from '../../domain/waitlist/waitlist-queue';
import { readCaptchaPass } from '../../lib/captcha-pass';
import { HttpError } from '../../lib/http-error';

type LeadInput = z.output<typeof leadInputSchema>;

/**
 * Puts a visitor on the waitlist (domain/waitlist/join-waitlist.ts): once per e-mail and plate, a
 * repeat changing nothing and getting the first answer, so the answer never tells whether an e-mail is
 * already on the list. Honeypot hits are accepted and dropped, so a bot learns nothing.
 */
export async function addLead(deps: WaitlistDeps, input: LeadInput, clientKey: string): Promise<void> {
  // The same signed pass create-intent needs (docs/decisions/waitlist-needs-captcha-pass.md), from the
  // network that solved it. Joining spends nothing: a lead holds no space.
  if (!readCaptchaPass(deps.config.jwtSecret, input.captchaPass, clientKey, deps.now())) {
    throw new HttpError(403, 'captcha_pass_required');
  }
  if (input.website.trim() !== '') return;
  await joinWaitlist(deps, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    plate: input.plate,
    lang: input.lang,
  });
}
