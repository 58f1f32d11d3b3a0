import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe and useful to show to the person who made the request. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
