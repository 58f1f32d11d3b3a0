import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { HttpError } from '../lib/http-error';

// Messages zod writes itself; ours in the contract already name the field.
const GENERIC_MESSAGE = /^(Invalid input|Invalid option|Too small|Too big|Unrecognized key|Expected)/;

export function formatValidationError(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  return field && GENERIC_MESSAGE.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}

/** zod validation whose failures become 400 `{ error }` through the shared error handler. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, formatValidationError(result.error));
  });
}
