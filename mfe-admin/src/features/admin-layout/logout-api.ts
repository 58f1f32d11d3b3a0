import { api } from 'api/client';

/**
 * Ends this session on the server and clears its cookie. The page forgets the session whatever
 * happens here: a failed call must never keep someone signed in on this screen.
 */
export async function revokeSession(): Promise<void> {
  try {
    await api.auth.logout.$post();
  } catch {
    // Offline or API down: the server still ends the session on its own (12 h).
  }
}
