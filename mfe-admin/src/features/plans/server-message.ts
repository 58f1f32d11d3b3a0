import { ApiError } from 'api/client';

/**
 * The server's own `error` text when it sent one, else the page's fallback: a timeout or a
 * network failure reads better as 'Error saving plan' than as a generic 'Server error'.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const text = body.error;
      if (typeof text === 'string' && text.trim() !== '') return text.trim();
    }
  }
  return fallback;
}
