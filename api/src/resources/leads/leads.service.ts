import type { z } from 'zod';
import type { leadInputSchema } from '../../contract/lead-input';
import type { Database } from '../../db/open-database';
import { leads } from '../../db/schema';

type LeadInput = z.output<typeof leadInputSchema>;

/**
 * Stores a waitlist lead once per e-mail and tag. Honeypot hits are accepted and dropped, so a
 * bot sees the same answer as a person and learns nothing.
 */
export function addLead(db: Database, input: LeadInput): void {
  if (input.website.trim() !== '') return;
  db.insert(leads)
    .values({
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      email: input.email.toLowerCase(),
      tag: input.tag,
    })
    .onConflictDoNothing()
    .run();
}
