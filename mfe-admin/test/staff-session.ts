// Tests only: the session the UI reads, as a sign-in leaves it in storage (the credential itself is
// an httpOnly cookie the UI never sees).
import { SESSION_STORAGE_KEY } from 'design-system/session/session-storage-key';

/** Signs in as the given user by writing what the session store reads; a null role is a broken entry. */
export function signInAs(
  role: string | null,
  username = role ?? 'someone',
  setupRequired: string[] = [],
): void {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ username, role, expiresAt: Date.now() + 3_600_000, setupRequired }),
  );
}
