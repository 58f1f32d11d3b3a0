import { api } from 'api/client';

/**
 * Revokes the session's tokens on the server (every device of this user). The browser forgets its
 * token whatever happens here: a failed call must never keep someone signed in on this screen.
 */
export async function revokeSession(): Promise<void> {
  try {
    await api.auth.logout.$post();
  } catch {
    // Offline or API down: the token still expires on its own (12 h).
  }
}
