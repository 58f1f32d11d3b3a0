import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe and useful to show to the person who made the request. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra machine-readable fields sent beside `error` (e.g. a card's `code` and `decline_code`). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}
