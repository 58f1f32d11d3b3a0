import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../lib/http-error';

// Every error leaves the API as JSON `{ error }` with a message a person can read; internals
// (stack traces, SQL) stay in the server log.

export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof HttpError) {
    return c.json({ ...err.details, error: err.message }, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    // hono's own 4xx (malformed JSON, body too large, ...) carry safe, specific messages.
    const status = err.status as ContentfulStatusCode;
    const message = err.message || (status >= 500 ? 'Server error' : 'Bad request');
    return c.json({ error: message }, status);
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
  return c.json({ error: 'Server error' }, 500);
};

export const handleNotFound: NotFoundHandler = (c) => c.json({ error: 'Not found' }, 404);
