// The signed pass POST /captcha/verify answers, kept in this tab's session storage beside the wizard
// data so the checkout can send it with create-intent. Expired passes read as none: the checkout then
// asks for the CAPTCHA again.

export const CAPTCHA_PASS_STORAGE_KEY = 'signup.captcha-pass.v1';

type StoredPass = { pass: string; expiresAt: string };

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function saveCaptchaPass(pass: string, expiresAt: string): void {
  try {
    storage()?.setItem(CAPTCHA_PASS_STORAGE_KEY, JSON.stringify({ pass, expiresAt }));
  } catch {
    // Full or blocked storage: the checkout asks for the CAPTCHA again.
  }
}

/** The stored pass while it has more than a few seconds left (the request must still arrive in time). */
export function loadCaptchaPass(now = Date.now()): string | null {
  try {
    const raw = storage()?.getItem(CAPTCHA_PASS_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredPass>;
    if (typeof stored.pass !== 'string' || typeof stored.expiresAt !== 'string') return null;
    return Date.parse(stored.expiresAt) - now > 15_000 ? stored.pass : null;
  } catch {
    return null;
  }
}
