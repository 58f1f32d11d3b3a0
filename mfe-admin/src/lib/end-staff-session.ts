import { api } from 'api/client';
import { signOut } from 'design-system/session/session';

/**
 * Ends this session on the server (which clears its cookie), then on this page. The page forgets the
 * session whatever the server answers: a failed call must never keep someone signed in on this screen.
 */
export async function endStaffSession(): Promise<void> {
  try {
    await api.auth.logout.$post();
  } catch {
    // Offline, or the session already ended: the server ends it on its own (12 h).
  }
  signOut();
}
