import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { HttpError } from '../lib/http-error';

// Messages zod writes itself; ours in the contract already name the field.
const GENERIC_MESSAGE = /^(Invalid input|Invalid option|Too small|Too big|Unrecognized key|Expected)/;

export type IssueLabeler = (path: readonly PropertyKey[], message: string) => string;

export function formatValidationError(error: z.core.$ZodError, label?: IssueLabeler): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  if (field && GENERIC_MESSAGE.test(issue.message)) return `${field}: ${issue.message}`;
  return label ? label(issue.path, issue.message) : issue.message;
}

/** zod validation whose failures become 400 `{ error }` through the shared error handler. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  label?: IssueLabeler,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, formatValidationError(result.error, label));
  });
}
