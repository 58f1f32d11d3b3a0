import type { Pass } from './portal-api';

const LAST_PASS_KEY = 'portal.lastPass';

/** The last e-mail and plate used on this device (the customer's own phone, mostly). */
export function loadLastPass(): Pass {
  try {
    const saved = JSON.parse(localStorage.getItem(LAST_PASS_KEY) ?? '{}') as Partial<Pass>;
    return { email: saved.email ?? '', plate: saved.plate ?? '' };
  } catch {
    return { email: '', plate: '' };
  }
}

export function saveLastPass(pass: Pass): void {
  localStorage.setItem(LAST_PASS_KEY, JSON.stringify(pass));
}
